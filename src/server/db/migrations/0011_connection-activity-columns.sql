ALTER TABLE "connections" ADD COLUMN "activity_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "last_entry_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "connections_user_activity_idx" ON "connections" USING btree ("user_id","activity_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "connections_user_last_entry_idx" ON "connections" USING btree ("user_id","last_entry_at" DESC NULLS LAST,"id" DESC NULLS FIRST);