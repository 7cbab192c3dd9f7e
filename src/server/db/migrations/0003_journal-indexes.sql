CREATE INDEX "entries_user_favorite_idx" ON "entries" USING btree ("user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "entries"."is_favorite";--> statement-breakpoint
CREATE INDEX "entries_user_location_idx" ON "entries" USING btree ("user_id","location_id");--> statement-breakpoint
CREATE INDEX "entries_user_source_idx" ON "entries" USING btree ("user_id","source_id");--> statement-breakpoint
CREATE INDEX "entry_tags_tag_idx" ON "entry_tags" USING btree ("tag_id");