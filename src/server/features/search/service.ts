import type { SearchQuery, SearchResult } from '../../../shared/schemas/search.ts';
import { endOfLocalDay, inTimeZone, startOfLocalDay } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { presentConnectionSummary } from '../connections/summaries.ts';
import { presentEntrySummary } from '../entries/summaries.ts';
import { toHighlight, toPrefixQuery, withEllipses } from './highlight.ts';
import {
  entriesPlacedLike,
  entriesTaggedLike,
  entryHighlights,
  matchingLocations,
  matchingTags,
  rankedConnections,
  rankedTextHits,
  tsQuery,
  type Within,
} from './queries.ts';

const nothing: SearchResult = { entries: [], connections: [], tags: [], locations: [] };

/**
 * Full-text search over the caller's entries (title above content, by tag name and by place),
 * connections, tags and places, with highlighted snippets; `from`/`to` narrow the entries to local
 * days in `tz`. Private entries are included: the caller is their owner.
 */
export async function search(
  { tx, actor }: ServiceContext,
  { q, limit, from, to, tz }: SearchQuery,
): Promise<SearchResult> {
  const prefixQuery = toPrefixQuery(q);
  if (!prefixQuery) return nothing;
  const query = tsQuery(prefixQuery);
  const within: Within = {
    after: from ? startOfLocalDay(from, tz) : null,
    before: to ? endOfLocalDay(to, tz) : null,
  };
  const textHits = await inTimeZone(tz, () => rankedTextHits(tx, query, limit, within));
  // Entries found only through a tag name or a place follow the text hits, when there is room:
  // looking them up is a join over every entry of a popular tag, wasted when the text fills the page.
  const room = textHits.length < limit;
  const tagHits = room ? await entriesTaggedLike(tx, actor.userId, query, limit, within) : [];
  const placeHits = room ? await entriesPlacedLike(tx, actor.userId, query, limit, within) : [];
  const ranked = [...new Set([...textHits, ...tagHits, ...placeHits].map((h) => h.id))].slice(0, limit);
  // Highlighting parses the whole text, so it runs on the page of winners only.
  const shown = ranked.length ? await entryHighlights(tx, actor.userId, ranked, query) : [];
  const byId = new Map(shown.map((e) => [e.id, e]));
  const connections = await rankedConnections(tx, actor.userId, query, limit);
  const tags = await matchingTags(tx, actor.userId, query, limit);
  const locations = await matchingLocations(tx, actor.userId, query, limit);
  return {
    entries: ranked.flatMap((id) => {
      const e = byId.get(id);
      if (!e) return [];
      return [
        {
          ...presentEntrySummary(e),
          title_highlight: toHighlight(e.titleHeadline),
          snippet: withEllipses(toHighlight(e.snippet), e.textStart, e.textEnd),
        },
      ];
    }),
    connections: connections.map((c) => ({
      ...presentConnectionSummary(c),
      name_highlight: toHighlight(c.nameHeadline),
      snippet: withEllipses(toHighlight(c.snippet), c.textStart, c.textEnd),
    })),
    tags,
    locations,
  };
}
