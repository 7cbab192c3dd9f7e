-- A year of Insights and a year of the relationship graph both need the links of the entries of a
-- range. entry_connections has no time, so each view joined the journal's 50,000 links (seq scan and
-- a hash of every link) to the range's 5,000 entries: about 9 ms of the database's CPU per statement
-- at 50,000 entries. entry_connection_times keeps each link with its entry's occurred_at, so a
-- range's links are one index-only range scan (about 5,000 index tuples, 66 pages for a year).
--
-- Kept by the database, not the app: a new link copies its entry's time (statement trigger, runs
-- as the caller, like 0012 and 0032, so the row-level policies let it write only its own rows); a
-- link that goes (unlink, deleted entry or connection) takes its row with it through the foreign key
-- (referential actions ignore row-level security, as the cascades from entries do); a link rewritten
-- in place (the app never does) carries its row along (ON UPDATE CASCADE); an entry moved in time
-- moves its rows (row trigger, only when occurred_at changes).
CREATE TABLE "entry_connection_times" (
	"entry_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "entry_connection_times_entry_id_connection_id_pk" PRIMARY KEY("entry_id","connection_id")
);
--> statement-breakpoint
ALTER TABLE "entry_connection_times" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entry_connection_times" ADD CONSTRAINT "entry_connection_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_connection_times" ADD CONSTRAINT "entry_connection_times_link_fk" FOREIGN KEY ("entry_id","connection_id") REFERENCES "public"."entry_connections"("entry_id","connection_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "entry_connection_times_user_occurred_idx" ON "entry_connection_times" USING btree ("user_id","occurred_at","entry_id","connection_id");--> statement-breakpoint
CREATE POLICY "entry_connection_times_select_own" ON "entry_connection_times" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connection_times_insert_own" ON "entry_connection_times" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connection_times_update_own" ON "entry_connection_times" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connection_times_delete_own" ON "entry_connection_times" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON entry_connection_times TO authenticated;--> statement-breakpoint

CREATE FUNCTION entry_connection_times_add_links() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO entry_connection_times (entry_id, connection_id, user_id, occurred_at)
  SELECT l.entry_id, l.connection_id, l.user_id, e.occurred_at
  FROM new_links l JOIN entries e ON e.id = l.entry_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entry_connections_keep_times AFTER INSERT ON entry_connections
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION entry_connection_times_add_links();
--> statement-breakpoint
CREATE FUNCTION entry_connection_times_move_entry() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE entry_connection_times SET occurred_at = NEW.occurred_at WHERE entry_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entries_move_connection_times AFTER UPDATE OF occurred_at ON entries
  FOR EACH ROW WHEN (OLD.occurred_at IS DISTINCT FROM NEW.occurred_at)
  EXECUTE FUNCTION entry_connection_times_move_entry();
--> statement-breakpoint
-- The links of every journal as they are now.
INSERT INTO entry_connection_times (entry_id, connection_id, user_id, occurred_at)
SELECT l.entry_id, l.connection_id, l.user_id, e.occurred_at
FROM entry_connections l JOIN entries e ON e.id = l.entry_id;
