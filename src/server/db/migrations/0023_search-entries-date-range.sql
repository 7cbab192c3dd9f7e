-- search_entries() with an optional date range (issue 16, item 4): the bounds apply inside the
-- function, before the limit, so a narrowed search still returns its best max_rows hits. Same
-- reasons for SECURITY DEFINER and random_page_cost as in 0006.
DROP FUNCTION IF EXISTS search_entries(tsquery, integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries(query tsquery, max_rows integer, after timestamptz, before timestamptz)
  RETURNS TABLE (id uuid, rank real)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  SET random_page_cost = 1.1
  AS $$
    SELECT e.id, ts_rank(e.search, query)
    FROM entries e
    WHERE e.user_id = auth_uid() AND e.search @@ query
      AND (after IS NULL OR e.occurred_at >= after)
      AND (before IS NULL OR e.occurred_at < before)
    ORDER BY 2 DESC, e.occurred_at DESC, e.id DESC
    LIMIT least(max_rows, 100)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_entries(tsquery, integer, timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_entries(tsquery, integer, timestamptz, timestamptz) TO authenticated;
