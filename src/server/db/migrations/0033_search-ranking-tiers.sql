-- Common-word search ranked every match (issue 21, item 4): "coffee" in 10,000 of 50,000 entries
-- took 21 ms in search_entries() alone, reading and ranking all 10,000 to show 10. Most matches of
-- a common word hold it once, and then ts_rank (normalization 0, title weight A = 1.0, content B =
-- 0.4) gives every one of them the same rank: 1.0 / 1.6449 (0.61) once in the title, 0.4 / 1.6449
-- (0.24) once in the text; only a word written twice or more ranks otherwise (between 0.30 and 0.40
-- without the title, above 0.61 with it). Ties go to the newest, so of the entries holding the
-- word once in the title only the newest page can show, and the same for once in the text.
--
-- search_tiers keeps, for each word of an entry, which of the three it is: 'a' once in the title,
-- 'b' once in the text, 's' more than once, prefixed to the word ('acoffe', 'bgarden', 'sada').
-- A one-word search then ranks every entry holding the word more than once, plus the newest page of
-- each single tier, found newest first on entries_user_occurred_idx (or by this index when the word
-- is rare in that tier): the same first page as ranking every match, without reading them all.
-- Searches of two words or more (ts_rank weighs their distance, and they match fewer entries) are
-- ranked in full as before. The one approximation: a typed prefix matching two different words of
-- one entry ("coffe:*" in "Coffee" and "coffeehouse") adds their ranks, which tiers by word cannot
-- see, so such an entry beyond the newest page of its tier can be missed.
CREATE FUNCTION search_tiers(search tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = pg_catalog
  AS $$
    SELECT coalesce(array_to_tsvector(array_agg(
      CASE WHEN cardinality(w.positions) > 1 THEN 's' WHEN w.weights[1] = 'A' THEN 'a' ELSE 'b' END || w.lexeme
    )), ''::tsvector)
    FROM unnest(search) AS w
  $$;
--> statement-breakpoint
-- A generated column cannot read another one (search), so it derives from the same expression.
ALTER TABLE "entries" ADD COLUMN "search_tiers" tsvector GENERATED ALWAYS AS (search_tiers(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B'))) STORED;
--> statement-breakpoint
CREATE INDEX "entries_search_tiers_idx" ON "entries" USING gin ("search_tiers");
--> statement-breakpoint
-- A one-operand tsquery for one tier: every lexeme of `query` gets the tier's letter in front
-- (quotes doubled inside a lexeme stay as they are); its prefix mark and weights are kept.
CREATE FUNCTION search_tier_query(query tsquery, tier text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = pg_catalog
  AS $$ SELECT regexp_replace(query::text, '''((?:[^'']|'''')*)''', '''' || tier || '\1''', 'g')::tsquery $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_entries(query tsquery, max_rows integer, after timestamptz, before timestamptz)
  RETURNS TABLE (id uuid, rank real)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  SET random_page_cost = 1.1
  -- Each call planned for its own words: a rare word by the indexes, a common one newest first.
  SET plan_cache_mode = force_custom_plan
  AS $$
  DECLARE
    page integer := least(max_rows, 100);
    more_than_once tsquery;
    once_in_title tsquery;
    once_in_text tsquery;
  BEGIN
    IF numnode(query) <> 1 THEN
      RETURN QUERY
        SELECT e.id, ts_rank(e.search, query)
        FROM entries e
        WHERE e.user_id = auth_uid() AND e.search @@ query
          AND (after IS NULL OR e.occurred_at >= after)
          AND (before IS NULL OR e.occurred_at < before)
        ORDER BY 2 DESC, e.occurred_at DESC, e.id DESC
        LIMIT page;
      RETURN;
    END IF;
    more_than_once := search_tier_query(query, 's');
    once_in_title := search_tier_query(query, 'a') && !! more_than_once;
    once_in_text := search_tier_query(query, 'b') && !! more_than_once && !! search_tier_query(query, 'a');
    -- The three tiers share no entry, so their union needs no deduplication, and each ranks its
    -- own rows: joining the candidates back to entries made the planner read the whole table.
    RETURN QUERY
      SELECT t.id, t.rank FROM (
        SELECT e.id, e.occurred_at, ts_rank(e.search, query) AS rank FROM entries e
        WHERE e.user_id = auth_uid() AND e.search_tiers @@ more_than_once
          AND (after IS NULL OR e.occurred_at >= after)
          AND (before IS NULL OR e.occurred_at < before)
        UNION ALL
        (SELECT e.id, e.occurred_at, ts_rank(e.search, query) FROM entries e
        WHERE e.user_id = auth_uid() AND e.search_tiers @@ once_in_title
          AND (after IS NULL OR e.occurred_at >= after)
          AND (before IS NULL OR e.occurred_at < before)
        ORDER BY e.occurred_at DESC, e.id DESC
        LIMIT page)
        UNION ALL
        (SELECT e.id, e.occurred_at, ts_rank(e.search, query) FROM entries e
        WHERE e.user_id = auth_uid() AND e.search_tiers @@ once_in_text
          AND (after IS NULL OR e.occurred_at >= after)
          AND (before IS NULL OR e.occurred_at < before)
        ORDER BY e.occurred_at DESC, e.id DESC
        LIMIT page)
      ) t
      ORDER BY t.rank DESC, t.occurred_at DESC, t.id DESC
      LIMIT page;
  END
  $$;
