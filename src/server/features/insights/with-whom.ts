import type { PersonMix } from '../../../shared/schemas/insights.ts';
import { sharesOf, standoutOf } from './emotion-mix.ts';
import type { EmotionWeight, PersonWeight } from './emotion-weight-queries.ts';

/**
 * The emotion mix of the people written about most (rows ordered by entries, most first), each
 * with the emotion that stands out against the overall weights.
 */
export function withWhom(rows: PersonWeight[], overall: EmotionWeight[]): PersonMix[] {
  const people = new Map<string, { id: string; name: string; entries: number; weights: EmotionWeight[] }>();
  for (const row of rows) {
    const person = people.get(row.id) ?? { id: row.id, name: row.name, entries: row.entries, weights: [] };
    person.weights.push({ emotion: row.emotion, w: row.w });
    people.set(row.id, person);
  }
  return [...people.values()].map((p) => ({
    id: p.id,
    name: p.name,
    entries: p.entries,
    shares: sharesOf(p.weights),
    standout: standoutOf(p.weights, overall),
  }));
}
