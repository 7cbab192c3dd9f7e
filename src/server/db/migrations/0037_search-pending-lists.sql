-- A GIN index adds new rows to an unsorted pending list, merged into the index only by a vacuum or
-- when the list outgrows gin_pending_list_limit (4 MB by default), and every search reads the whole
-- list. PGlite has no autovacuum, and a PostgreSQL server may have it off or not have run it yet,
-- so after an import or months of writing a search read up to 512 pages it did not need: at 50,000
-- entries, with 476 pending pages, the rare-word search took 5.2 ms instead of 1.6 (decision 035).
-- A 256 kB limit keeps that read under 32 pages (about 0.25 ms); the list is merged in 256 kB steps,
-- which made a bulk insert of 10,000 entries 9% slower (fastupdate off: 80% slower).
ALTER INDEX "entries_search_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "entries_search_tiers_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
ALTER INDEX "connections_search_idx" SET (gin_pending_list_limit = 256);
--> statement-breakpoint
-- What is pending now is merged once, here, rather than by the next person to write.
SELECT gin_clean_pending_list('entries_search_idx'), gin_clean_pending_list('entries_search_tiers_idx'),
  gin_clean_pending_list('connections_search_idx');
