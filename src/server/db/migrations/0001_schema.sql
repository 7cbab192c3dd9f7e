CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jwks" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"alg" text,
	"crv" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connection_relations" (
	"connection_id" uuid NOT NULL,
	"related_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_relations_connection_id_related_id_pk" PRIMARY KEY("connection_id","related_id"),
	CONSTRAINT "connection_relations_not_self" CHECK ("connection_relations"."connection_id" <> "connection_relations"."related_id")
);
--> statement-breakpoint
ALTER TABLE "connection_relations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(120) NOT NULL,
	"type" text NOT NULL,
	"summary_text" text,
	"image_url" text,
	"contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"important_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(summary_text, '')), 'B')) STORED,
	CONSTRAINT "connections_type_check" CHECK ("connections"."type" in ('person', 'idea', 'institution'))
);
--> statement-breakpoint
ALTER TABLE "connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"star_rating" smallint,
	"location_id" uuid,
	"source_id" uuid,
	"summary" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"prompt_used" text,
	"context_text" text,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')) STORED,
	CONSTRAINT "entries_type_check" CHECK ("entries"."type" in ('meeting', 'reflection', 'idea', 'article', 'memory', 'conversation')),
	CONSTRAINT "entries_star_rating_check" CHECK ("entries"."star_rating" between 1 and 5),
	CONSTRAINT "entries_content_length_check" CHECK (char_length("entries"."content") <= 100000)
);
--> statement-breakpoint
ALTER TABLE "entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "entry_connections" (
	"entry_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_connections_entry_id_connection_id_pk" PRIMARY KEY("entry_id","connection_id")
);
--> statement-breakpoint
ALTER TABLE "entry_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "entry_tags" (
	"entry_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "entry_tags_entry_id_tag_id_pk" PRIMARY KEY("entry_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "entry_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" varchar(200) NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_lat_check" CHECK ("locations"."lat" between -90 and 90),
	CONSTRAINT "locations_lng_check" CHECK ("locations"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source_type" text NOT NULL,
	"reference_text" varchar(2000) NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sources_type_check" CHECK ("sources"."source_type" in ('note', 'url'))
);
--> statement-breakpoint
ALTER TABLE "sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(60) NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_type_check" CHECK ("tags"."type" in ('theme', 'topic', 'emotion'))
);
--> statement-breakpoint
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "digests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"date_range" jsonb NOT NULL,
	"emotion_trends" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quote_highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "group_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_items_group_item_uq" UNIQUE("group_id","item_type","item_id"),
	CONSTRAINT "group_items_type_check" CHECK ("group_items"."item_type" in ('entry', 'connection', 'tag', 'location'))
);
--> statement-breakpoint
ALTER TABLE "group_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(1000),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(2000),
	"priority" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"plan" text DEFAULT 'free' NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_plan_check" CHECK ("profiles"."plan" in ('free', 'pro'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_relations" ADD CONSTRAINT "connection_relations_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_relations" ADD CONSTRAINT "connection_relations_related_id_connections_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_relations" ADD CONSTRAINT "connection_relations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_connections" ADD CONSTRAINT "entry_connections_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_connections" ADD CONSTRAINT "entry_connections_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_connections" ADD CONSTRAINT "entry_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_tags" ADD CONSTRAINT "entry_tags_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_tags" ADD CONSTRAINT "entry_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_tags" ADD CONSTRAINT "entry_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digests" ADD CONSTRAINT "digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_items" ADD CONSTRAINT "group_items_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_items" ADD CONSTRAINT "group_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "connection_relations_user_idx" ON "connection_relations" USING btree ("user_id","connection_id");--> statement-breakpoint
CREATE INDEX "connections_user_name_idx" ON "connections" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "connections_search_idx" ON "connections" USING gin ("search");--> statement-breakpoint
CREATE INDEX "entries_user_occurred_idx" ON "entries" USING btree ("user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_search_idx" ON "entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "entry_connections_user_connection_idx" ON "entry_connections" USING btree ("user_id","connection_id");--> statement-breakpoint
CREATE INDEX "entry_connections_user_created_idx" ON "entry_connections" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entry_tags_user_tag_idx" ON "entry_tags" USING btree ("user_id","tag_id");--> statement-breakpoint
CREATE INDEX "locations_user_label_idx" ON "locations" USING btree ("user_id","label");--> statement-breakpoint
CREATE INDEX "sources_user_idx" ON "sources" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_uq" ON "tags" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "digests_user_created_idx" ON "digests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_items_user_item_idx" ON "group_items" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "groups_user_created_idx" ON "groups" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_user_created_idx" ON "tasks" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "connection_relations_select_own" ON "connection_relations" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_relations_insert_own" ON "connection_relations" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_relations_update_own" ON "connection_relations" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_relations_delete_own" ON "connection_relations" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connections_select_own" ON "connections" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connections_insert_own" ON "connections" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connections_update_own" ON "connections" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connections_delete_own" ON "connections" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entries_select_own" ON "entries" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entries_insert_own" ON "entries" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entries_update_own" ON "entries" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entries_delete_own" ON "entries" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connections_select_own" ON "entry_connections" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connections_insert_own" ON "entry_connections" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connections_update_own" ON "entry_connections" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_connections_delete_own" ON "entry_connections" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_tags_select_own" ON "entry_tags" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_tags_insert_own" ON "entry_tags" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_tags_update_own" ON "entry_tags" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "entry_tags_delete_own" ON "entry_tags" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "locations_select_own" ON "locations" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "locations_insert_own" ON "locations" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "locations_update_own" ON "locations" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "locations_delete_own" ON "locations" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "sources_select_own" ON "sources" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "sources_insert_own" ON "sources" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "sources_update_own" ON "sources" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "sources_delete_own" ON "sources" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tags_select_own" ON "tags" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tags_insert_own" ON "tags" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tags_update_own" ON "tags" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tags_delete_own" ON "tags" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "digests_select_own" ON "digests" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "digests_insert_own" ON "digests" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "digests_update_own" ON "digests" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "digests_delete_own" ON "digests" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "group_items_select_own" ON "group_items" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "group_items_insert_own" ON "group_items" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "group_items_update_own" ON "group_items" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "group_items_delete_own" ON "group_items" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "groups_select_own" ON "groups" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "groups_insert_own" ON "groups" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "groups_update_own" ON "groups" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "groups_delete_own" ON "groups" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tasks_select_own" ON "tasks" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tasks_insert_own" ON "tasks" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tasks_update_own" ON "tasks" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "tasks_delete_own" ON "tasks" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "profiles_select_own" ON "profiles" AS PERMISSIVE FOR SELECT TO "authenticated" USING (id = auth_uid());--> statement-breakpoint
CREATE POLICY "profiles_insert_own" ON "profiles" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (id = auth_uid());--> statement-breakpoint
CREATE POLICY "profiles_update_own" ON "profiles" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (id = auth_uid()) WITH CHECK (id = auth_uid());--> statement-breakpoint
CREATE POLICY "profiles_delete_own" ON "profiles" AS PERMISSIVE FOR DELETE TO "authenticated" USING (id = auth_uid());