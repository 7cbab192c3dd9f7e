-- Concurrent saves linking the same connections deadlocked on PostgreSQL (issue 13): inserting a
-- link takes FOR KEY SHARE on the connection (the foreign-key check), then the count trigger asked
-- for FOR UPDATE on the same row, an upgrade that conflicts with the key-share locks other saves
-- hold. FOR NO KEY UPDATE is what the counter UPDATE needs and does not conflict with key-share
-- locks, so the triggers take that. The entries service also locks every connection a save will
-- touch up front, in id order, in one statement (connections' lockActivityOf), so the triggers
-- of later statements only re-take locks the transaction already holds.

CREATE OR REPLACE FUNCTION connections_count_new_links() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM 1 FROM connections c WHERE c.id IN (SELECT connection_id FROM new_links) ORDER BY c.id FOR NO KEY UPDATE;
  UPDATE connections c
  SET activity_count = c.activity_count + d.n, last_entry_at = greatest(c.last_entry_at, d.latest)
  FROM (
    SELECT l.connection_id, count(*)::int AS n, max(e.occurred_at) AS latest
    FROM new_links l LEFT JOIN entries e ON e.id = l.entry_id
    GROUP BY l.connection_id
  ) d
  WHERE c.id = d.connection_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION connections_recount(ids uuid[]) RETURNS void
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM 1 FROM connections c WHERE c.id = ANY (ids) ORDER BY c.id FOR NO KEY UPDATE;
  UPDATE connections c
  SET (activity_count, last_entry_at) = (
    SELECT count(*)::int, max(e.occurred_at)
    FROM entry_connections l LEFT JOIN entries e ON e.id = l.entry_id
    WHERE l.user_id = c.user_id AND l.connection_id = c.id
  )
  WHERE c.id = ANY (ids);
END $$;
