-- The role every user request runs as (SET LOCAL ROLE inside withUser). It cannot log in,
-- is not a superuser and does not bypass row-level security.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
-- Lets the connecting role switch to `authenticated` even where it is not a superuser (managed PostgreSQL).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'authenticated', 'MEMBER') THEN
    EXECUTE format('GRANT authenticated TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
-- The `sub` claim of the current request, set by withUser() as the transaction setting request.jwt.claims.
CREATE OR REPLACE FUNCTION auth_uid() RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub' $$;
--> statement-breakpoint
-- Behind 'Test Database Integration': the claims and role the database sees for this request.
CREATE OR REPLACE FUNCTION test_jwt_integration() RETURNS jsonb
  LANGUAGE sql STABLE
  AS $$
    SELECT jsonb_build_object(
      'claims', coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb),
      'sub', auth_uid(),
      'role', current_user,
      'checked_at', now()
    )
  $$;
