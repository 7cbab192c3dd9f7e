-- The local engine's reading of an entry that has no emotion tag (issue 17, Insights). Reading
-- text costs about a millisecond an entry, too much to redo for a year of entries on every view,
-- so the reading is kept with the entry's updated_at at the time: a row whose entry_updated_at no
-- longer matches the entry is stale and is read again on the next Insights request.
CREATE TABLE "entry_emotion_readings" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"emotion" text,
	"entry_updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "entry_emotion_readings_emotion_check" CHECK ("entry_emotion_readings"."emotion" in ('Joy', 'Sadness', 'Anger', 'Fear', 'Surprise', 'Trust', 'Anticipation', 'Disgust', 'Neutral'))
);
--> statement-breakpoint
ALTER TABLE "entry_emotion_readings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "entry_emotion_readings" ADD CONSTRAINT "entry_emotion_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_emotion_readings" ADD CONSTRAINT "entry_emotion_readings_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_emotion_readings_user_idx" ON "entry_emotion_readings" USING btree ("user_id","entry_id");--> statement-breakpoint
CREATE POLICY "entry_emotion_readings_select_own" ON "entry_emotion_readings" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_emotion_readings_insert_own" ON "entry_emotion_readings" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_emotion_readings_update_own" ON "entry_emotion_readings" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_emotion_readings_delete_own" ON "entry_emotion_readings" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON entry_emotion_readings TO authenticated;
