import type { ApiClient } from './api-client.ts';
import { seededJournal } from './seeded-journal.ts';
import { expectStatus, typedApi } from './typed-api.ts';

/** The id made for a name (the loops below make each one before an entry links it). */
function idOf(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`no id made for ${name}`);
  return id;
}

/**
 * Writes the seeded journal through the API as a user would (connections, tags, then entries) and
 * returns the server's id of each entry by its key.
 */
export async function seedJournalOverHttp(client: ApiClient, now = new Date()): Promise<Map<string, string>> {
  const api = typedApi(client);
  const journal = seededJournal(now);
  const connectionIds = new Map<string, string>();
  const tagIds = new Map<string, string>();
  for (const entry of journal) {
    for (const c of entry.connections)
      if (!connectionIds.has(c.name)) {
        const made = await expectStatus(
          api.POST('/api/v1/connections', { body: { name: c.name, type: c.type } }),
          201,
        );
        connectionIds.set(c.name, made.id);
      }
    for (const t of entry.tags)
      if (!tagIds.has(t.name)) {
        const made = await expectStatus(api.POST('/api/v1/tags', { body: { name: t.name } }), 201);
        tagIds.set(t.name, made.id);
      }
  }
  const ids = new Map<string, string>();
  for (const entry of journal) {
    const made = await expectStatus(
      api.POST('/api/v1/entries', {
        body: {
          type: 'reflection',
          title: entry.title,
          content: entry.content,
          occurred_at: entry.occurredAt.toISOString(),
          star_rating: entry.starRating ?? undefined,
          is_private: entry.isPrivate,
          connection_ids: entry.connections.map((c) => idOf(connectionIds, c.name)),
          tag_ids: entry.tags.map((t) => idOf(tagIds, t.name)),
        },
      }),
      201,
    );
    ids.set(entry.key, made.id);
  }
  return ids;
}
