// A journal written for the reflection tests: about nine months of one person's life with recurring
// people (Maya, the writer's sister; Jordan, a friend; Grandma) and places (Lisbon, Naples), a clear
// life event (Maya moving to Lisbon), a plan (recording Grandma's stories), a fear overcome (the
// Spanish class) and one private entry that no digest or answer may ever use.

import type { EngineEntry } from '../features/ai/engine.ts';

export interface SeededEntry extends EngineEntry {
  /** A short handle the tests use instead of the id. */
  key: string;
  isPrivate: boolean;
}

interface Draft {
  key: string;
  /** Days before `now`, or a day of the most recent March that has fully passed. */
  at: { daysAgo: number } | { march: number };
  title: string;
  content: string;
  stars?: number;
  people?: string[];
  places?: string[];
  tags?: string[];
  isPrivate?: boolean;
}

const drafts: Draft[] = [
  {
    key: 'march-work',
    at: { march: 4 },
    title: 'Deadline week',
    content:
      'The audit deadline moved up again and I barely slept. I feel anxious and stretched thin, and I snapped at a colleague in the afternoon.',
    stars: 2,
    tags: ['work'],
  },
  {
    key: 'march-walk',
    at: { march: 15 },
    title: 'Long walk by the river',
    content:
      'A long walk by the river helped. Still tired and a bit low, but the cherry trees were starting to bloom.',
    stars: 3,
  },
  {
    key: 'march-lonely',
    at: { march: 26 },
    title: 'Quiet Sunday',
    content: 'A lonely, grey Sunday. I miss having people around on weekends and felt sad most of the day.',
    stars: 2,
  },
  {
    key: 'maya-news',
    at: { daysAgo: 160 },
    title: 'Big news from Maya',
    content:
      'Maya called tonight. She is moving to Lisbon in the autumn for the new job. I am happy for her, but honestly I am worried I will hardly see my sister anymore.',
    stars: 3,
    people: ['Maya'],
    places: ['Lisbon'],
    tags: ['family'],
  },
  {
    key: 'jordan-coffee',
    at: { daysAgo: 140 },
    title: 'Coffee with Jordan',
    content:
      'Coffee with Jordan at the corner café. We talked for two hours about climbing and his new flat. It felt good to laugh.',
    stars: 4,
    people: ['Jordan'],
  },
  {
    key: 'grandma-plan',
    at: { daysAgo: 120 },
    title: 'A plan for Grandma',
    content:
      'I want to record Grandma’s stories before they are lost. I bought a small recorder and made a list of questions about her childhood in Naples.',
    stars: 4,
    people: ['Grandma'],
    places: ['Naples'],
    tags: ['family'],
  },
  {
    key: 'maya-packing',
    at: { daysAgo: 100 },
    title: 'Helping Maya pack',
    content:
      'Helped Maya pack her books for Lisbon. The flat looked so empty by the evening. I felt sad and a little scared about how far away she will be.',
    stars: 2,
    people: ['Maya'],
    places: ['Lisbon'],
    tags: ['family'],
  },
  {
    key: 'spanish-signup',
    at: { daysAgo: 90 },
    title: 'Signed up for Spanish',
    content:
      'I signed up for the Spanish class at the community college. It scared me a little: I have not spoken in front of a class since school.',
    stars: 3,
    tags: ['spanish class'],
  },
  {
    key: 'spanish-first',
    at: { daysAgo: 75 },
    title: 'First Spanish class',
    content:
      'First Spanish class tonight. I was so nervous my voice shook when I introduced myself, and I nearly left at the break.',
    stars: 2,
    tags: ['spanish class'],
  },
  {
    key: 'grandma-naples',
    at: { daysAgo: 62 },
    title: 'Grandma on Naples',
    content:
      'Recorded Grandma for an hour. She told me about Naples after the war: she sold lemons at the harbour with her brother and sang to the sailors. I laughed until I cried.',
    stars: 5,
    people: ['Grandma'],
    places: ['Naples'],
    tags: ['family'],
  },
  {
    key: 'jordan-climbing',
    at: { daysAgo: 48 },
    title: 'Climbing gym',
    content:
      'Went to the climbing gym with Jordan. I finally topped the blue route and he cheered louder than I did.',
    stars: 5,
    people: ['Jordan'],
  },
  {
    key: 'maya-visit',
    at: { daysAgo: 40 },
    title: 'Visiting Maya in Lisbon',
    content:
      'Flew to Lisbon to see Maya. She has found a bright flat near the river and already knows her neighbours. I am so proud of her, and I was wrong to be afraid.',
    stars: 5,
    people: ['Maya'],
    places: ['Lisbon'],
    tags: ['family'],
  },
  {
    key: 'spanish-better',
    at: { daysAgo: 30 },
    title: 'Spanish is fun now',
    content:
      'Spanish class was fun tonight. I spoke for five minutes about Lisbon without notes and I was not afraid at all. Our teacher said my accent is improving.',
    stars: 4,
    tags: ['spanish class'],
  },
  {
    key: 'grandma-second',
    at: { daysAgo: 20 },
    title: 'More of Grandma’s stories',
    content:
      'Second recording session with Grandma. She described the lemon trees behind her parents’ house and the day she left for the ship. I am grateful we are doing this.',
    stars: 5,
    people: ['Grandma'],
    tags: ['family'],
  },
  {
    key: 'private-therapy',
    at: { daysAgo: 15 },
    title: 'Therapy notes',
    content:
      'Therapy today. We talked about Maya and about Zephyrine, and I said things out loud that I have never written anywhere else.',
    people: ['Maya'],
    isPrivate: true,
  },
  {
    key: 'jordan-dinner',
    at: { daysAgo: 12 },
    title: 'Dinner with Jordan',
    content:
      'Dinner with Jordan at the harbour restaurant. He is thinking about moving too, which surprised me. We stayed until they closed.',
    stars: 4,
    people: ['Jordan'],
  },
  {
    key: 'garden-week',
    at: { daysAgo: 4 },
    title: 'Planting the balcony',
    content:
      'Planted herbs on the balcony this morning. Basil, thyme and a small lemon tree that reminds me of Grandma’s stories. A calm, happy morning.',
    stars: 4,
    tags: ['garden'],
  },
  {
    key: 'maya-call',
    at: { daysAgo: 2 },
    title: 'Video call with Maya',
    content:
      'Video call with Maya from her balcony in Lisbon. She sounded so happy and settled. I am proud of her and I do not feel that old worry anymore.',
    stars: 5,
    people: ['Maya'],
    places: ['Lisbon'],
    tags: ['family'],
  },
  {
    key: 'week-tired',
    at: { daysAgo: 1 },
    title: 'Long day',
    content: 'A long, tiring day of meetings. I was frustrated that nothing got decided.',
    stars: 2,
    tags: ['work'],
  },
];

/** Noon on the given day of the most recent March that has fully passed before `now`. */
function marchDay(now: Date, day: number): Date {
  const year = now.getUTCMonth() > 2 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 2, day, 12));
}

/** The seeded journal as of `now`, oldest first, with stable ids derived from the entry order. */
export function seededJournal(now: Date): SeededEntry[] {
  return drafts
    .map((d, i) => ({
      key: d.key,
      id: `5eed0000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      title: d.title,
      content: d.content,
      occurredAt:
        'march' in d.at ? marchDay(now, d.at.march) : new Date(now.getTime() - d.at.daysAgo * 86_400_000),
      starRating: d.stars ?? null,
      tags: (d.tags ?? []).map((name) => ({ name, type: 'theme' as const })),
      connections: [
        ...(d.people ?? []).map((name) => ({ name, type: 'person' as const })),
        ...(d.places ?? []).map((name) => ({ name, type: 'institution' as const })),
      ],
      isPrivate: d.isPrivate ?? false,
    }))
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** The ids of the entries with these keys. */
export const idsOf = (journal: SeededEntry[], ...keys: string[]) =>
  keys.map((k) => {
    const found = journal.find((e) => e.key === k);
    if (!found) throw new Error(`no seeded entry ${k}`);
    return found.id;
  });
