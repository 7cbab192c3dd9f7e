-- Reminders and notifications (issue 18). Settings and push subscriptions belong to their user
-- (row-level security as everywhere); dispatches are the scheduler's exactly-once record of "this
-- reminder, for this person, on this local day", written by the system role; the log is what the
-- person sees in Settings, written by the delivery job as that person.
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kinds" jsonb NOT NULL,
	"webhook_url" text,
	"webhook_format" text DEFAULT 'json' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_webhook_format_check" CHECK ("notification_settings"."webhook_format" in ('json', 'ntfy'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "notification_settings_select_own" ON "notification_settings" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "notification_settings_insert_own" ON "notification_settings" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "notification_settings_update_own" ON "notification_settings" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "notification_settings_delete_own" ON "notification_settings" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_settings TO authenticated;--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" varchar(120),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint_idx" ON "push_subscriptions" USING btree ("user_id","endpoint");--> statement-breakpoint
CREATE POLICY "push_subscriptions_select_own" ON "push_subscriptions" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "push_subscriptions_insert_own" ON "push_subscriptions" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "push_subscriptions_update_own" ON "push_subscriptions" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "push_subscriptions_delete_own" ON "push_subscriptions" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON push_subscriptions TO authenticated;--> statement-breakpoint
-- One row per (person, kind, local day): the unique key is what makes two instances, or a tick run
-- twice, dispatch a reminder once. No grant and no policy: only the app's own role writes it.
CREATE TABLE "notification_dispatches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"local_date" date NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_dispatches_kind_check" CHECK ("notification_dispatches"."kind" in ('important_dates', 'keep_in_touch', 'journaling', 'weekly_digest'))
);
--> statement-breakpoint
ALTER TABLE "notification_dispatches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_dispatches" ADD CONSTRAINT "notification_dispatches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_dispatches_once_idx" ON "notification_dispatches" USING btree ("user_id","kind","local_date");--> statement-breakpoint
CREATE INDEX "notification_dispatches_open_idx" ON "notification_dispatches" USING btree ("created_at") WHERE completed_at IS NULL;--> statement-breakpoint
CREATE TABLE "notification_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"subject" text NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_log_channel_check" CHECK ("notification_log"."channel" in ('email', 'push', 'webhook')),
	CONSTRAINT "notification_log_status_check" CHECK ("notification_log"."status" in ('delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notification_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_dispatch_id_notification_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."notification_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A channel delivered once stays delivered: a retried delivery job skips it.
CREATE UNIQUE INDEX "notification_log_delivered_once_idx" ON "notification_log" USING btree ("dispatch_id","channel") WHERE status = 'delivered';--> statement-breakpoint
CREATE INDEX "notification_log_user_sent_idx" ON "notification_log" USING btree ("user_id","sent_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "notification_log_sent_idx" ON "notification_log" USING btree ("sent_at");--> statement-breakpoint
CREATE POLICY "notification_log_select_own" ON "notification_log" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "notification_log_insert_own" ON "notification_log" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "notification_log_update_own" ON "notification_log" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "notification_log_delete_own" ON "notification_log" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_log TO authenticated;
