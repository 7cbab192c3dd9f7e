import { eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import {
  connections,
  entries,
  entryConnections,
  entryTags,
  entryTypes,
  locations,
  tags,
} from '../src/server/db/schema/index.ts';
import { emotionNames } from '../src/shared/schemas/tags.ts';

/** A small deterministic PRNG (mulberry32) so every run seeds the same journal. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const firstNames = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Luca',
  'Maya',
  'Noor',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
  'Zoe',
];
const lastNames = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Silva',
  'Novak',
  'Haddad',
  'Kowalski',
  'Reyes',
  'Byrne',
  'Fischer',
  'Mensah',
  'Rossi',
  'Patel',
  'Nguyen',
];
const ideas = [
  'Deep work',
  'Stoicism',
  'Slow travel',
  'Compound interest',
  'Minimalism',
  'Deliberate practice',
  'Gratitude',
  'Second brain',
  'Zero waste',
  'Mentorship',
];
const institutions = [
  'City Library',
  'Riverside Clinic',
  'Northwind Labs',
  'Community Garden',
  'Design School',
  'Climbing Gym',
  'Public Radio',
  'Hospice Volunteers',
];
const places = [
  'Kitchen table',
  'Central Park',
  'The office',
  "Grandma's house",
  'Harbour café',
  'Train to Leeds',
  'Lakeside cabin',
  'Studio',
  'Hospital waiting room',
  'Rooftop',
];
const verbs = [
  'talked about',
  'walked through',
  'argued over',
  'laughed about',
  'planned',
  'remembered',
  'questioned',
  'sketched out',
  'celebrated',
  'worried about',
];
const subjects = [
  'the move',
  'our next trip',
  'a difficult email',
  'the garden',
  'money',
  'the new job',
  'an old photo',
  'her recovery',
  'the book club pick',
  'childhood summers',
  'a startup idea',
  'the wedding',
];
const feelings = [
  'I felt calm and grateful.',
  'It left me anxious for hours.',
  'We could not stop laughing.',
  'I was quietly proud.',
  'Honestly it made me sad.',
  'I am hopeful about what comes next.',
  'It was frustrating, but useful.',
  'A surprising turn, in the best way.',
];

export interface SeedSize {
  entries: number;
  connections: number;
  tags: number;
  locations: number;
}

export const realisticSize: SeedSize = { entries: 50_000, connections: 2_000, tags: 500, locations: 300 };

function sentence(r: ReturnType<typeof rng>, who: string): string {
  return `${who} and I ${r.pick(verbs)} ${r.pick(subjects)} at ${r.pick(places).toLowerCase()}. ${r.pick(feelings)}`;
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Fills one user's journal with realistic data straight through Drizzle (as the owner, outside
 * row-level security, for speed): connections, tags, locations, entries over the last ten years,
 * and their links. Returns the ids it made, for benchmarks to aim at.
 */
const pad2 = (n: number) => String(n).padStart(2, '0');

export async function seedJournal(db: Db, userId: string, size: SeedSize, seed = 42) {
  const r = rng(seed);
  const now = Date.now();
  const connectionRows = Array.from({ length: size.connections }, (_, i) => {
    const type = i % 10 < 7 ? 'person' : i % 10 < 9 ? 'idea' : 'institution';
    const name =
      type === 'person'
        ? `${r.pick(firstNames)} ${r.pick(lastNames)}`
        : type === 'idea'
          ? `${r.pick(ideas)} ${i}`
          : `${r.pick(institutions)} ${i}`;
    return {
      id: crypto.randomUUID(),
      userId,
      name,
      type: type as 'person' | 'idea' | 'institution',
      summaryText: `Known since ${2010 + (i % 15)}. ${r.pick(feelings)}`,
      contactInfo: type === 'person' ? { email: `${name.split(' ')[0]?.toLowerCase()}${i}@example.com` } : {},
      // Today's Coming up and Reach out: every person has a birthday (a third without a year) and
      // one in four a keep-in-touch cadence.
      importantDates:
        type === 'person'
          ? [
              {
                label: 'Birthday',
                date: `${i % 3 === 0 ? '-' : String(1960 + (i % 45))}-${pad2(1 + (i % 12))}-${pad2(1 + (i % 28))}`,
              },
            ]
          : [],
      keepInTouch:
        type === 'person' && i % 4 === 0
          ? (['1w', '2w', '4w', '2m', '3m'] as const)[i % 5]
          : ('none' as const),
      keepInTouchSince: type === 'person' && i % 4 === 0 ? new Date(now - 400 * 86_400_000) : null,
    };
  });
  // Sign-up gave the account its emotion tags already: reuse them rather than clash on the name.
  const existing = new Map(
    (await db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.userId, userId))).map((t) => [
      t.name,
      t.id,
    ]),
  );
  const tagRows = Array.from({ length: size.tags }, (_, i) => ({
    id: (i < emotionNames.length && existing.get(emotionNames[i] as string)) || crypto.randomUUID(),
    userId,
    name:
      i < emotionNames.length ? (emotionNames[i] as string) : `${r.pick(subjects).replace('the ', '')} ${i}`,
    type: (i < emotionNames.length ? 'emotion' : i % 2 ? 'theme' : 'topic') as 'emotion' | 'theme' | 'topic',
  }));
  const locationRows = Array.from({ length: size.locations }, (_, i) => ({
    id: crypto.randomUUID(),
    userId,
    label: `${r.pick(places)} ${i}`,
    lat: r.next() * 140 - 70,
    lng: r.next() * 340 - 170,
  }));
  const entryRows = Array.from({ length: size.entries }, (_, i) => {
    const who = connectionRows[r.int(0, connectionRows.length - 1)]?.name ?? 'Someone';
    const paragraphs = Array.from({ length: r.int(1, 4) }, () => sentence(r, who.split(' ')[0] ?? who)).join(
      '\n\n',
    );
    return {
      id: crypto.randomUUID(),
      userId,
      title: `${r.pick(['Coffee with', 'Call with', 'Thinking about', 'Walk with', 'Dinner with'])} ${who}`,
      type: r.pick(entryTypes),
      content: paragraphs,
      starRating: r.chance(0.7) ? r.int(1, 5) : null,
      locationId: r.chance(0.5) ? (locationRows[r.int(0, locationRows.length - 1)]?.id ?? null) : null,
      isPrivate: r.chance(0.05),
      isFavorite: r.chance(0.03),
      occurredAt: new Date(
        now - Math.floor((i / size.entries) * 10 * 365 * 86_400_000) - r.int(0, 86_399_999),
      ),
    };
  });
  const entryTagRows = entryRows.flatMap((e) =>
    Array.from({ length: r.int(0, 3) }, () => tagRows[r.int(0, tagRows.length - 1)]?.id as string)
      .filter((id, idx, all) => all.indexOf(id) === idx)
      .map((tagId) => ({ entryId: e.id, tagId, userId })),
  );
  const entryConnectionRows = entryRows.flatMap((e) =>
    Array.from(
      { length: r.int(0, 2) },
      () => connectionRows[r.int(0, connectionRows.length - 1)]?.id as string,
    )
      .filter((id, idx, all) => all.indexOf(id) === idx)
      .map((connectionId) => ({ entryId: e.id, connectionId, userId, createdAt: e.occurredAt })),
  );

  await insertInBatches(connectionRows, 1000, (b) => db.insert(connections).values(b));
  await insertInBatches(tagRows, 1000, (b) => db.insert(tags).values(b).onConflictDoNothing());
  await insertInBatches(locationRows, 1000, (b) => db.insert(locations).values(b));
  await insertInBatches(entryRows, 1000, (b) => db.insert(entries).values(b));
  await insertInBatches(entryTagRows, 2000, (b) => db.insert(entryTags).values(b));
  await insertInBatches(entryConnectionRows, 2000, (b) => db.insert(entryConnections).values(b));
  return {
    entryIds: entryRows.map((e) => e.id),
    connectionIds: connectionRows.map((c) => c.id),
    tagIds: tagRows.map((t) => t.id),
    /** The name of an idea connection, which few entries mention: a rare search. */
    rareName:
      connectionRows.find((c, i) => c.type === 'idea' && i > connectionRows.length / 2)?.name ?? 'Nobody',
    counts: {
      entries: entryRows.length,
      connections: connectionRows.length,
      tags: tagRows.length,
      locations: locationRows.length,
      entryTags: entryTagRows.length,
      entryConnections: entryConnectionRows.length,
    },
  };
}
