-- What the local engine's digest reads of an entry's text (issue 20, decision 033): parsing a year
-- of 3,650 entries takes about 2 s of CPU on every digest, so each entry's analysis is kept with
-- the entry's updated_at at the time and the engine's analysis version. A row whose
-- entry_updated_at or version no longer matches is stale and is made again by the next digest.
CREATE TABLE "entry_analyses" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entry_updated_at" timestamp (3) with time zone NOT NULL,
	"version" integer NOT NULL,
	"analysis" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_analyses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entry_analyses" ADD CONSTRAINT "entry_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_analyses" ADD CONSTRAINT "entry_analyses_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_analyses_user_idx" ON "entry_analyses" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE POLICY "entry_analyses_select_own" ON "entry_analyses" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_analyses_insert_own" ON "entry_analyses" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_analyses_update_own" ON "entry_analyses" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_analyses_delete_own" ON "entry_analyses" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON entry_analyses TO authenticated;
