ALTER TABLE "digests" ADD COLUMN "claims" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "cited_entries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "digests" ADD COLUMN "engine" text DEFAULT 'local' NOT NULL;
