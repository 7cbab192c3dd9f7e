DROP INDEX "entries_user_occurred_idx";--> statement-breakpoint
DROP INDEX "entries_user_favorite_idx";--> statement-breakpoint
CREATE INDEX "entries_user_occurred_idx" ON "entries" USING btree ("user_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "entries_user_favorite_idx" ON "entries" USING btree ("user_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "entries"."is_favorite";