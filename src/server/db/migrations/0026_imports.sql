-- Imports (issue 14): one row per uploaded file, with its progress, its checkpoint (the index of
-- the next item to apply, written in the same transaction as the batch before it, so a restart
-- resumes exactly there) and its report. `import_records` remembers which record each source item
-- became, so importing the same file again updates or skips instead of creating twice.
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"file_name" varchar(200),
	"byte_size" bigint NOT NULL,
	"file_ref" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"checkpoint" jsonb,
	"error" jsonb,
	"lease_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('queued', 'running', 'done', 'failed', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The runner finds unfinished imports of every user at start (as the app's own role).
CREATE INDEX "imports_unfinished_idx" ON "imports" USING btree ("status") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE POLICY "imports_select_own" ON "imports" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "imports_insert_own" ON "imports" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "imports_update_own" ON "imports" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "imports_delete_own" ON "imports" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON imports TO authenticated;--> statement-breakpoint
CREATE TABLE "import_records" (
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"external_key" varchar(300) NOT NULL,
	"entry_id" uuid,
	"connection_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_records_user_id_format_external_key_pk" PRIMARY KEY("user_id","format","external_key"),
	CONSTRAINT "import_records_one_target_check" CHECK (num_nonnulls("import_records"."entry_id", "import_records"."connection_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "import_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Deleting an entry or a connection cascades here by its id alone.
CREATE INDEX "import_records_entry_idx" ON "import_records" USING btree ("entry_id") WHERE entry_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "import_records_connection_idx" ON "import_records" USING btree ("connection_id") WHERE connection_id IS NOT NULL;--> statement-breakpoint
CREATE POLICY "import_records_select_own" ON "import_records" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "import_records_insert_own" ON "import_records" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "import_records_update_own" ON "import_records" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "import_records_delete_own" ON "import_records" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON import_records TO authenticated;
