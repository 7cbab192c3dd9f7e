ALTER TABLE "digests" ADD COLUMN "generated_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ai_enabled" boolean DEFAULT true NOT NULL;