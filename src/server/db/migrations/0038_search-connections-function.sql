-- The connections a search finds, best first. Under row-level security PostgreSQL may not use the
-- GIN index for `@@` (ts_match_vq is not leakproof, so it must not see rows before the policy has
-- passed them), and the search read every connection of the user: at 2,000 connections 2.3 ms of
-- the common-word search's 7 ms in the database, more than ranking the entries took. Like
-- search_entries (migration 0006), this runs as its owner, who is not subject to the policies,
-- and filters by auth_uid() itself, so the index serves it. ROWS: a page, not the default
-- thousand, so that the caller looks its hits up by key instead of reading the table to join them.
CREATE FUNCTION search_connections(query tsquery, max_rows integer)
  RETURNS TABLE (id uuid, rank real)
  LANGUAGE sql STABLE SECURITY DEFINER
  ROWS 10
  SET search_path = public, pg_temp
  AS $$
    SELECT c.id, ts_rank(c.search, query)
    FROM connections c
    WHERE c.user_id = auth_uid() AND c.search @@ query
    ORDER BY 2 DESC, c.name
    LIMIT least(max_rows, 100)
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION search_connections(tsquery, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION search_connections(tsquery, integer) TO authenticated;
