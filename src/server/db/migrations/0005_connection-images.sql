CREATE TABLE "connection_images" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_images_size" CHECK ("connection_images"."byte_size" <= 2097152)
);
--> statement-breakpoint
ALTER TABLE "connection_images" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "connection_images" ADD CONSTRAINT "connection_images_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_images" ADD CONSTRAINT "connection_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_images_user_idx" ON "connection_images" USING btree ("user_id","connection_id");--> statement-breakpoint
CREATE INDEX "connections_user_lower_name_idx" ON "connections" USING btree ("user_id",lower("name"),"id");--> statement-breakpoint
CREATE POLICY "connection_images_select_own" ON "connection_images" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_images_insert_own" ON "connection_images" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_images_update_own" ON "connection_images" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_images_delete_own" ON "connection_images" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON connection_images TO authenticated;
