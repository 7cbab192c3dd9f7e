-- Full-text hits of the caller's entries, best first. Under row-level security PostgreSQL may not
-- use the GIN index for `@@` (ts_match_vq is not leakproof), so it reads every entry of the user:
-- about 50 ms for 50,000 entries. This function runs as its owner, who is not subject to the
-- policies, and filters by auth_uid() itself, so the index serves it (a few ms for a rare word).
-- random_page_cost 1.1: the search index and the entries it points to are cached, as on any
-- SSD-backed server; with the default 4 the planner scans the table for words found in 20% of rows.
CREATE OR REPLACE FUNCTION search_entries(query tsquery, max_rows integer)
  RETURNS TABLE (id uuid, rank real)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  SET random_page_cost = 1.1
  AS $$
    SELECT e.id, ts_rank(e.search, query)
    FROM entries e
    WHERE e.user_id = auth_uid() AND e.search @@ query
    ORDER BY 2 DESC, e.occurred_at DESC, e.id DESC
    LIMIT least(max_rows, 100)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_entries(tsquery, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_entries(tsquery, integer) TO authenticated;
