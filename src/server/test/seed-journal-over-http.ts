import type { ApiClient } from './api-client.ts';
import { seededJournal } from './seeded-journal.ts';

/**
 * Writes the seeded journal through the API as a user would (connections, tags, then entries) and
 * returns the server's id of each entry by its key.
 */
export async function seedJournalOverHttp(client: ApiClient, now = new Date()): Promise<Map<string, string>> {
  const journal = seededJournal(now);
  const connectionIds = new Map<string, string>();
  const tagIds = new Map<string, string>();
  for (const entry of journal) {
    for (const c of entry.connections)
      if (!connectionIds.has(c.name)) {
        const res = await client.post('/api/v1/connections', { name: c.name, type: c.type });
        if (res.status !== 201) throw new Error(`connection not created: ${res.status}`);
        connectionIds.set(c.name, res.body.id);
      }
    for (const t of entry.tags)
      if (!tagIds.has(t.name)) {
        const res = await client.post('/api/v1/tags', { name: t.name });
        if (res.status !== 201) throw new Error(`tag not created: ${res.status}`);
        tagIds.set(t.name, res.body.id);
      }
  }
  const ids = new Map<string, string>();
  for (const entry of journal) {
    const res = await client.post('/api/v1/entries', {
      type: 'reflection',
      title: entry.title,
      content: entry.content,
      occurred_at: entry.occurredAt.toISOString(),
      star_rating: entry.starRating ?? undefined,
      is_private: entry.isPrivate,
      connection_ids: entry.connections.map((c) => connectionIds.get(c.name)),
      tag_ids: entry.tags.map((t) => tagIds.get(t.name)),
    });
    if (res.status !== 201) throw new Error(`entry not created: ${res.status}`);
    ids.set(entry.key, res.body.id);
  }
  return ids;
}
