import type { APIRequestContext } from '@playwright/test';

const seeded = new WeakSet<APIRequestContext>();

/**
 * A year of entries with people, ideas and places, so Insights and the relationship graph have
 * something to show: Rosa's entries lean joyful, work ones tense. Once per signed-in context.
 */
export async function seedInsightsJournal(request: APIRequestContext, origin: string): Promise<void> {
  if (seeded.has(request)) return;
  seeded.add(request);
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { data, headers: { origin } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const tags = (await (await request.get('/api/v1/tags')).json()).items as { id: string; name: string }[];
  const tag = (name: string) => tags.find((t) => t.name === name)?.id as string;
  const people = ['Grandma Rosa', 'Maya Chen', 'Sam Ortiz', 'Priya Nair', 'Tom Becker', 'Lena Vogel'];
  const ideas = ['Pottery', 'Stoicism', 'Moving to Lisbon'];
  const places = ['City Library', 'Northwind Studio'];
  const ids: Record<string, string> = {};
  for (const name of people) ids[name] = (await post('/api/v1/connections', { name, type: 'person' })).id;
  for (const name of ideas) ids[name] = (await post('/api/v1/connections', { name, type: 'idea' })).id;
  for (const name of places)
    ids[name] = (await post('/api/v1/connections', { name, type: 'institution' })).id;
  await request.patch(`/api/v1/connections/${ids['Maya Chen']}`, {
    data: { related_connection_ids: [ids['Moving to Lisbon'], ids['Sam Ortiz']] },
    headers: { origin },
  });
  await request.patch(`/api/v1/connections/${ids['Tom Becker']}`, {
    data: { related_connection_ids: [ids['Northwind Studio']] },
    headers: { origin },
  });
  // [who, emotions]: a repeating pattern, one entry every four or five days over the year.
  const pattern: [string[], string[]][] = [
    [['Grandma Rosa'], ['Joy']],
    [['Tom Becker', 'Northwind Studio'], ['Anger']],
    [
      ['Maya Chen', 'Moving to Lisbon'],
      ['Anticipation', 'Joy'],
    ],
    [['Priya Nair', 'Pottery'], ['Trust']],
    [
      ['Grandma Rosa', 'Lena Vogel'],
      ['Joy', 'Trust'],
    ],
    [['Sam Ortiz', 'Maya Chen'], ['Surprise']],
    [['Tom Becker', 'Northwind Studio', 'Priya Nair'], ['Fear']],
    [['Grandma Rosa'], ['Sadness']],
    [['Lena Vogel', 'City Library', 'Stoicism'], ['Neutral']],
    [['Sam Ortiz'], ['Sadness']],
  ];
  for (let i = 0; i < 80; i += 1) {
    const [who, emotions] = pattern[(i * 7) % pattern.length] as [string[], string[]];
    const at = new Date(Date.now() - (i * 4.5 + 1) * 86_400_000);
    at.setHours([7, 8, 21, 22, 21, 13][i % 6] as number, 20, 0, 0);
    await post('/api/v1/entries', {
      title: `${who[0]}, ${at.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`,
      type: 'memory',
      content: 'A few lines about the day, what was said and what stayed with me afterwards.',
      occurred_at: at.toISOString(),
      tag_ids: emotions.map(tag),
      connection_ids: who.map((name) => ids[name]),
      is_private: i % 13 === 0,
    });
  }
}
