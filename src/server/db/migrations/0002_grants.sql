-- `authenticated` may touch the user-owned tables (row-level security limits it to its own rows)
-- and nothing else: identity tables stay with the connecting role.
GRANT USAGE ON SCHEMA public TO authenticated;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON
  profiles, entries, tags, locations, sources, entry_tags, entry_connections,
  connections, connection_relations, groups, group_items, digests, tasks
  TO authenticated;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION auth_uid(), test_jwt_integration() TO authenticated;
