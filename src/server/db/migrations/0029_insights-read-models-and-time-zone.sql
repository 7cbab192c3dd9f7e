-- Issue 17's speed (docs/decisions/029). Words written: each entry's count of non-space runs is
-- kept with the entry (a generated column, so every write keeps it right), and a year's Insights
-- sums it instead of scanning every text of the year.
ALTER TABLE "entries" ADD COLUMN "word_count" integer GENERATED ALWAYS AS (regexp_count("content", '\S+')) STORED NOT NULL;
--> statement-breakpoint
-- The profile's time zone is null until the browser or the person sets one, so a UTC picked on
-- purpose is not mistaken for "not set" by the next sync. Rows still at the old default were
-- never told apart from a choice: they keep following the browser, as they did.
ALTER TABLE "profiles" ALTER COLUMN "time_zone" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "time_zone" DROP NOT NULL;
--> statement-breakpoint
UPDATE "profiles" SET "time_zone" = NULL WHERE "time_zone" = 'UTC';
