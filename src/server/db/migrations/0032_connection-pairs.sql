-- The relationship graph of all time (issue 17) weighed every pair of connections that share an
-- entry by joining all of a journal's links to themselves on each view: 50,000 links made 16,000
-- pairs in about 150 ms on PostgreSQL, the most of the request. The pairs are now kept as links
-- change, like the activity counts (0012): one row per pair (source < target) with the number of
-- entries that link both, so the graph reads its strongest pairs from an index.
--
-- The triggers run as the caller (inside withUser that is `authenticated`, whose row-level
-- policies let it change its own pairs). They are named to fire after the activity triggers of
-- 0012 (triggers of one event fire in name order), which lock the linked connections in id order
-- first: two saves that touch the same pair therefore queue on those locks rather than deadlock.
CREATE TABLE "connection_pairs" (
	"user_id" text NOT NULL,
	"source" uuid NOT NULL,
	"target" uuid NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "connection_pairs_user_id_source_target_pk" PRIMARY KEY("user_id","source","target"),
	CONSTRAINT "connection_pairs_ordered" CHECK ("connection_pairs"."source" < "connection_pairs"."target")
);
--> statement-breakpoint
ALTER TABLE "connection_pairs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "connection_pairs" ADD CONSTRAINT "connection_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pairs" ADD CONSTRAINT "connection_pairs_source_connections_id_fk" FOREIGN KEY ("source") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_pairs" ADD CONSTRAINT "connection_pairs_target_connections_id_fk" FOREIGN KEY ("target") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_pairs_user_weight_idx" ON "connection_pairs" USING btree ("user_id","weight" DESC,"source","target");--> statement-breakpoint
CREATE POLICY "connection_pairs_select_own" ON "connection_pairs" AS PERMISSIVE FOR SELECT TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_pairs_insert_own" ON "connection_pairs" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_pairs_update_own" ON "connection_pairs" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (user_id = auth_uid()) WITH CHECK (user_id = auth_uid());--> statement-breakpoint
CREATE POLICY "connection_pairs_delete_own" ON "connection_pairs" AS PERMISSIVE FOR DELETE TO "authenticated" USING (user_id = auth_uid());--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON connection_pairs TO authenticated;--> statement-breakpoint

-- New links: each pairs with every other link of its entry. A pair whose two links are both new
-- is met from both sides, so it counts from its smaller id only.
CREATE FUNCTION connection_pairs_add_links() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO connection_pairs AS p (user_id, source, target, weight)
  SELECT l.user_id, least(l.connection_id, o.connection_id), greatest(l.connection_id, o.connection_id), count(*)::int
  FROM new_links l
  JOIN entry_connections o ON o.entry_id = l.entry_id AND o.connection_id <> l.connection_id
  WHERE l.connection_id < o.connection_id
    OR NOT EXISTS (SELECT 1 FROM new_links n WHERE n.entry_id = o.entry_id AND n.connection_id = o.connection_id)
  GROUP BY 1, 2, 3
  ORDER BY 2, 3
  ON CONFLICT (user_id, source, target) DO UPDATE SET weight = p.weight + excluded.weight;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Removed links (an unlink, or a deleted entry or connection cascading): each takes away its pairs
-- with the links its entry still has and, once, with the other removed links of the same entry.
CREATE FUNCTION connection_pairs_remove_links() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE connection_pairs p SET weight = p.weight - g.n
  FROM (
    SELECT l.user_id, least(l.connection_id, o.connection_id) AS source,
      greatest(l.connection_id, o.connection_id) AS target, count(*)::int AS n
    FROM old_links l
    JOIN (
      SELECT entry_id, connection_id, false AS removed FROM entry_connections
      WHERE entry_id IN (SELECT entry_id FROM old_links)
      UNION ALL
      SELECT entry_id, connection_id, true FROM old_links
    ) o ON o.entry_id = l.entry_id AND o.connection_id <> l.connection_id
    WHERE NOT o.removed OR l.connection_id < o.connection_id
    GROUP BY 1, 2, 3
  ) g
  WHERE p.user_id = g.user_id AND p.source = g.source AND p.target = g.target;
  DELETE FROM connection_pairs p
  WHERE p.user_id IN (SELECT DISTINCT user_id FROM old_links) AND p.weight <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The app never rewrites a link, but a rewrite must not leave the pairs wrong either: the pairs of
-- every connection it touched are counted again.
CREATE FUNCTION connection_pairs_recount_moved_links() RETURNS trigger
  LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
DECLARE
  ids uuid[] := ARRAY(SELECT connection_id FROM old_links UNION SELECT connection_id FROM new_links);
BEGIN
  DELETE FROM connection_pairs p WHERE p.source = ANY (ids) OR p.target = ANY (ids);
  INSERT INTO connection_pairs (user_id, source, target, weight)
  SELECT a.user_id, a.connection_id, b.connection_id, count(*)::int
  FROM entry_connections a
  JOIN entry_connections b ON b.entry_id = a.entry_id AND a.connection_id < b.connection_id
  WHERE a.connection_id = ANY (ids) OR b.connection_id = ANY (ids)
  GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entry_connections_weigh_pairs_new AFTER INSERT ON entry_connections
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION connection_pairs_add_links();
--> statement-breakpoint
CREATE TRIGGER entry_connections_weigh_pairs_old AFTER DELETE ON entry_connections
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION connection_pairs_remove_links();
--> statement-breakpoint
CREATE TRIGGER entry_connections_weigh_pairs_moved AFTER UPDATE ON entry_connections
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION connection_pairs_recount_moved_links();
--> statement-breakpoint
-- The pairs of every journal as it is now.
INSERT INTO connection_pairs (user_id, source, target, weight)
SELECT a.user_id, a.connection_id, b.connection_id, count(*)::int
FROM entry_connections a
JOIN entry_connections b ON b.entry_id = a.entry_id AND a.connection_id < b.connection_id
GROUP BY 1, 2, 3;
