-- The private calendar feed of each account's important dates (issue 14). Only a hash of the
-- feed's token is kept: the subscription URL is shown once, when it is made, and a copy of the
-- database cannot be used to read anyone's feed. Regenerating replaces the row (the old URL stops
-- working); turning the feed off deletes it.
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE POLICY "calendar_feeds_select_own" ON "calendar_feeds" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "calendar_feeds_insert_own" ON "calendar_feeds" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "calendar_feeds_update_own" ON "calendar_feeds" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "calendar_feeds_delete_own" ON "calendar_feeds" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON calendar_feeds TO authenticated;
