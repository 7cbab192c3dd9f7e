ALTER TABLE "profiles" ADD COLUMN "tokens_valid_after" timestamp (0) with time zone;
