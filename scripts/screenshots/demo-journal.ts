import type { APIRequestContext } from '@playwright/test';

/** What the demo journal made, for screens that need an id. */
export interface DemoJournal {
  entryId: string;
}

const day = (offset: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() - offset);
  d.setHours(hour, 15, 0, 0);
  return d.toISOString();
};

/** A small, believable journal so the screenshots show real cards, tags and busy days. */
export async function seedDemoJournal(request: APIRequestContext, origin: string): Promise<DemoJournal> {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { data, headers: { origin } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const tags = (await (await request.get('/api/v1/tags')).json()).items as { id: string; name: string }[];
  const tag = (name: string) => tags.find((t) => t.name === name)?.id as string;
  const cafe = await post('/api/v1/locations', { label: 'Riverside Café', lat: 38.71, lng: -9.14 });
  const park = await post('/api/v1/locations', { label: 'Estrela Garden' });
  const career = await post('/api/v1/tags', { name: 'Career', type: 'theme' });
  const entries = [
    {
      title: 'Coffee with Maya about moving',
      type: 'conversation',
      content:
        'We talked for two hours about **moving to Lisbon** and what home really means. She said "home is where you are known", and I keep thinking about it.',
      star_rating: 5,
      tag_ids: [tag('Joy'), tag('Trust')],
      location_id: cafe.id,
      occurred_at: day(0, 9),
    },
    {
      title: 'Quarterly review went sideways',
      type: 'meeting',
      content: 'The roadmap slipped again. I felt unheard, but I named the risk clearly this time.',
      star_rating: 3,
      tag_ids: [tag('Anger'), career.id],
      occurred_at: day(1, 15),
    },
    {
      title: 'An idea for the garden',
      type: 'idea',
      content: 'Plant lavender along the fence so the bees come back in spring.',
      tag_ids: [tag('Anticipation')],
      location_id: park.id,
      occurred_at: day(1, 18),
      is_favorite: true,
    },
    {
      title: 'Letter I never sent',
      type: 'reflection',
      content: 'Some things are better written than said. This one stays with me.',
      tag_ids: [tag('Sadness')],
      is_private: true,
      occurred_at: day(3, 22),
    },
    {
      title: 'Reading: The Art of Noticing',
      type: 'article',
      content: 'Small rituals of attention: count the red doors on the way to work.',
      star_rating: 4,
      tag_ids: [tag('Surprise')],
      occurred_at: day(6, 8),
    },
  ];
  let entryId = '';
  for (const entry of entries) {
    const made = await post('/api/v1/entries', entry);
    entryId ||= made.id;
  }
  return { entryId };
}
