-- Issue 17: memories that come back.
-- The person's time zone (IANA name): Today's "on this day" and "coming up" are days in it, and
-- reminders sent while the browser is closed need it. The app validates the name; the browser
-- sends its own on each profile sync.
ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_time_zone_check" CHECK (char_length("profiles"."time_zone") between 1 and 64);--> statement-breakpoint
-- Keep in touch: a cadence from a fixed list (docs/decisions/025-today-and-keep-in-touch.md) and
-- when it was set, so a connection never written about is due one cadence after that.
ALTER TABLE "connections" ADD COLUMN "keep_in_touch" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "keep_in_touch_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_keep_in_touch_check" CHECK ("connections"."keep_in_touch" in ('none', '1w', '2w', '4w', '2m', '3m', '6m', '1y'));--> statement-breakpoint
-- Reach out and the "most overdue" sort read only the connections with a cadence.
CREATE INDEX "connections_user_keep_in_touch_idx" ON "connections" USING btree ("user_id") WHERE "connections"."keep_in_touch" <> 'none';--> statement-breakpoint
-- A digest about one connection or one group. The name is kept as it was, so the digest still says
-- whom it was about after the connection or group is renamed or deleted (hence no foreign key).
ALTER TABLE "digests" ADD COLUMN "scope_type" text;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "scope_id" uuid;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "scope_name" varchar(120);--> statement-breakpoint
ALTER TABLE "digests" ADD CONSTRAINT "digests_scope_check" CHECK (("digests"."scope_type" is null and "digests"."scope_id" is null) or ("digests"."scope_type" in ('connection', 'group') and "digests"."scope_id" is not null and "digests"."scope_name" is not null));
