import type { SearchQuery, SearchResult } from '../../../shared/schemas/search.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { toHighlight, toPrefixQuery } from './highlight.ts';
import {
  entriesTaggedLike,
  entryHighlights,
  matchingTags,
  rankedConnections,
  rankedTextHits,
  tsQuery,
} from './queries.ts';

const nothing: SearchResult = { entries: [], connections: [], tags: [] };

/**
 * Full-text search over the caller's entries (title above content, and by tag name), connections
 * and tags, with highlighted snippets. Private entries are included: the caller is their owner.
 */
export async function search(
  { tx, actor }: ServiceContext,
  { q, limit }: SearchQuery,
): Promise<SearchResult> {
  const prefixQuery = toPrefixQuery(q);
  if (!prefixQuery) return nothing;
  const query = tsQuery(prefixQuery);
  const textHits = await rankedTextHits(tx, query, limit);
  // Entries found only through a tag name follow the text hits, when there is room: looking
  // them up is a join over every entry of a popular tag, wasted when the text fills the page.
  const tagHits = textHits.length < limit ? await entriesTaggedLike(tx, actor.userId, query, limit) : [];
  const ranked = [...new Set([...textHits, ...tagHits].map((h) => h.id))]
    .slice(0, limit)
    .map((id) => ({ id }));
  // Highlighting parses the whole text, so it runs on the page of winners only.
  const shown = ranked.length
    ? await entryHighlights(
        tx,
        actor.userId,
        ranked.map((r) => r.id),
        query,
      )
    : [];
  const byId = new Map(shown.map((e) => [e.id, e]));
  const connections = await rankedConnections(tx, actor.userId, query, limit);
  const tags = await matchingTags(tx, actor.userId, query, limit);
  return {
    entries: ranked.flatMap(({ id }) => {
      const e = byId.get(id);
      if (!e) return [];
      return [
        {
          id: e.id,
          title: e.title,
          type: e.type,
          occurred_at: e.occurredAt.toISOString(),
          is_private: e.isPrivate,
          title_highlight: toHighlight(e.titleHeadline),
          snippet: toHighlight(e.snippet),
        },
      ];
    }),
    connections: connections.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      image_url: c.imageUrl,
      name_highlight: toHighlight(c.nameHeadline),
      snippet: toHighlight(c.snippet),
    })),
    tags,
  };
}
