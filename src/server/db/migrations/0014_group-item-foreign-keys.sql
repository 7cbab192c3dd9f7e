-- A group item points at its entry, connection, tag or location through a real foreign key, one
-- nullable column per type with exactly one set, and ON DELETE CASCADE: deleting the item takes it
-- out of every group, which four hand-written cleanups did before. item_type and item_id stay as
-- columns generated from them, so the API shape, the unique key and the indexes keep their names.
ALTER TABLE "group_items"
  ADD COLUMN "entry_id" uuid REFERENCES "entries"("id") ON DELETE CASCADE,
  ADD COLUMN "connection_id" uuid REFERENCES "connections"("id") ON DELETE CASCADE,
  ADD COLUMN "tag_id" uuid REFERENCES "tags"("id") ON DELETE CASCADE,
  ADD COLUMN "location_id" uuid REFERENCES "locations"("id") ON DELETE CASCADE;
--> statement-breakpoint
UPDATE "group_items" g SET "entry_id" = g."item_id"
  WHERE g."item_type" = 'entry' AND EXISTS (SELECT 1 FROM "entries" x WHERE x."id" = g."item_id");
--> statement-breakpoint
UPDATE "group_items" g SET "connection_id" = g."item_id"
  WHERE g."item_type" = 'connection' AND EXISTS (SELECT 1 FROM "connections" x WHERE x."id" = g."item_id");
--> statement-breakpoint
UPDATE "group_items" g SET "tag_id" = g."item_id"
  WHERE g."item_type" = 'tag' AND EXISTS (SELECT 1 FROM "tags" x WHERE x."id" = g."item_id");
--> statement-breakpoint
UPDATE "group_items" g SET "location_id" = g."item_id"
  WHERE g."item_type" = 'location' AND EXISTS (SELECT 1 FROM "locations" x WHERE x."id" = g."item_id");
--> statement-breakpoint
-- Links whose item is already gone cannot get a key: drop them, and say how many in the log.
DO $$
DECLARE dropped integer;
BEGIN
  DELETE FROM "group_items"
    WHERE "entry_id" IS NULL AND "connection_id" IS NULL AND "tag_id" IS NULL AND "location_id" IS NULL;
  GET DIAGNOSTICS dropped = ROW_COUNT;
  RAISE LOG 'migration 0014: dropped % group item(s) whose item no longer existed', dropped;
END $$;
--> statement-breakpoint
-- Dropping the columns drops the unique key, the index and the type check built on them.
ALTER TABLE "group_items" DROP COLUMN "item_type", DROP COLUMN "item_id";
--> statement-breakpoint
ALTER TABLE "group_items"
  ADD COLUMN "item_type" text NOT NULL GENERATED ALWAYS AS (CASE
    WHEN "entry_id" IS NOT NULL THEN 'entry'
    WHEN "connection_id" IS NOT NULL THEN 'connection'
    WHEN "tag_id" IS NOT NULL THEN 'tag'
    ELSE 'location' END) STORED,
  ADD COLUMN "item_id" uuid NOT NULL GENERATED ALWAYS AS (coalesce("entry_id", "connection_id", "tag_id", "location_id")) STORED,
  ADD CONSTRAINT "group_items_one_item_check" CHECK (num_nonnulls("entry_id", "connection_id", "tag_id", "location_id") = 1),
  ADD CONSTRAINT "group_items_group_item_uq" UNIQUE ("group_id", "item_type", "item_id");
--> statement-breakpoint
CREATE INDEX "group_items_user_item_idx" ON "group_items" USING btree ("user_id", "item_type", "item_id");
--> statement-breakpoint
-- The cascades find an item's links through these.
CREATE INDEX "group_items_entry_idx" ON "group_items" USING btree ("entry_id") WHERE "entry_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "group_items_connection_idx" ON "group_items" USING btree ("connection_id") WHERE "connection_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "group_items_tag_idx" ON "group_items" USING btree ("tag_id") WHERE "tag_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "group_items_location_idx" ON "group_items" USING btree ("location_id") WHERE "location_id" IS NOT NULL;
