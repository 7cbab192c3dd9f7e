-- An entry's two text vectors were each a generated column: `search` (title weight A, text B) and
-- `search_tiers` (migration 0033, derived from the same vector, since a generated column cannot
-- read another). So every insert parsed and stemmed its title and text twice, about a third of
-- PostgreSQL's work per imported entry (issue 14's import of 50,000 entries), and every UPDATE,
-- even one that only marks a favorite, computed both again. One trigger now computes the vector
-- once and derives the tiers from it, and only when the title or the text changed; the values are
-- the same as before (docs/decisions/038). The columns stay read-only to the app: an update that
-- leaves title and text as they were keeps the stored vectors, whatever it sets them to.
ALTER TABLE "entries" ALTER COLUMN "search" DROP EXPRESSION;
--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "search_tiers" DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION entries_search_vectors() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.title IS NOT DISTINCT FROM OLD.title
     AND NEW.content IS NOT DISTINCT FROM OLD.content THEN
    NEW.search := OLD.search;
    NEW.search_tiers := OLD.search_tiers;
  ELSE
    NEW.search := setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A')
      || setweight(to_tsvector('english', coalesce(NEW.content, '')), 'B');
    NEW.search_tiers := public.search_tiers(NEW.search);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER entries_search_vectors BEFORE INSERT OR UPDATE ON "entries"
  FOR EACH ROW EXECUTE FUNCTION entries_search_vectors();
