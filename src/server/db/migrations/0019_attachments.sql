-- Files on entries (issue 15). `attachments` holds what the app knows of each file; the bytes live
-- in the configured AttachmentStore: `attachment_blobs` here (the default, so pg_dump and every app
-- instance have them) or an S3-compatible bucket.
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" varchar(200),
	"byte_size" integer NOT NULL,
	"etag" text NOT NULL,
	"position" integer NOT NULL,
	"caption" varchar(500),
	"width" integer,
	"height" integer,
	"taken_at" timestamp (3) with time zone,
	"taken_lat" double precision,
	"taken_lng" double precision,
	"store" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_kind_check" CHECK ("attachments"."kind" in ('image', 'audio', 'pdf')),
	CONSTRAINT "attachments_store_check" CHECK ("attachments"."store" in ('database', 's3'))
);
--> statement-breakpoint
ALTER TABLE "attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_user_entry_idx" ON "attachments" USING btree ("user_id","entry_id","position");--> statement-breakpoint
CREATE POLICY "attachments_select_own" ON "attachments" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "attachments_insert_own" ON "attachments" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "attachments_update_own" ON "attachments" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "attachments_delete_own" ON "attachments" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON attachments TO authenticated;--> statement-breakpoint
CREATE TABLE "attachment_blobs" (
	"attachment_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"user_id" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "attachment_blobs_attachment_id_variant_pk" PRIMARY KEY("attachment_id","variant")
);
--> statement-breakpoint
ALTER TABLE "attachment_blobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Blobs are written once and read many times; keep them out of line and uncompressed (photos and
-- audio are compressed already).
ALTER TABLE "attachment_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "attachment_blobs" ADD CONSTRAINT "attachment_blobs_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_blobs" ADD CONSTRAINT "attachment_blobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_blobs_user_idx" ON "attachment_blobs" USING btree ("user_id","attachment_id");--> statement-breakpoint
CREATE POLICY "attachment_blobs_select_own" ON "attachment_blobs" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "attachment_blobs_insert_own" ON "attachment_blobs" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "attachment_blobs_update_own" ON "attachment_blobs" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "attachment_blobs_delete_own" ON "attachment_blobs" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON attachment_blobs TO authenticated;--> statement-breakpoint
-- The outbox of objects to delete from S3. No grant to `authenticated` and no policy: only the
-- app's own role (the sweeper) reads it, and the trigger below writes it as its owner.
CREATE TABLE "attachment_deletions" (
	"attachment_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_deletions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "attachment_deletions_due_idx" ON "attachment_deletions" USING btree ("next_attempt_at");--> statement-breakpoint
-- Whatever removes an attachment row (a delete, its entry's delete, its account's delete) queues
-- its S3 objects in the same transaction, so a committed delete is never forgotten.
CREATE FUNCTION attachments_queue_s3_deletion() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO attachment_deletions (attachment_id, user_id)
  SELECT o.id, o.user_id FROM old_rows o WHERE o.store = 's3'
  ON CONFLICT (attachment_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attachments_queue_s3_deletion AFTER DELETE ON attachments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attachments_queue_s3_deletion();
