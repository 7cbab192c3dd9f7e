-- Search finds places (issue 16, item 4): a stored vector so a keystroke never parses every label.
ALTER TABLE "locations" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', label)) STORED;
