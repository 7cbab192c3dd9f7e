import type { SearchQuery, SearchResult } from '../../../shared/schemas/search.ts';
import { endOfLocalDay, inTimeZone, startOfLocalDay } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { presentConnectionSummary } from '../connections/summaries.ts';
import { presentEntrySummary } from '../entries/summaries.ts';
import { toHighlight, toPrefixQuery, withEllipses } from './highlight.ts';
import { searchAll, tsQuery, type Within } from './queries.ts';

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
  const found = await inTimeZone(tz, () => searchAll(tx, actor.userId, query, limit, within));
  return {
    entries: found.entries.map((e) => ({
      ...presentEntrySummary({ ...e, occurredAt: new Date(e.occurredAt) }),
      title_highlight: toHighlight(e.titleHeadline),
      snippet: withEllipses(toHighlight(e.snippet), e.textStart, e.textEnd),
    })),
    connections: found.connections.map((c) => ({
      ...presentConnectionSummary(c),
      name_highlight: toHighlight(c.nameHeadline),
      snippet: withEllipses(toHighlight(c.snippet), c.textStart, c.textEnd),
    })),
    tags: found.tags,
    locations: found.locations,
  };
}
