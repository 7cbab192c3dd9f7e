import type { PersonMix } from '../../../shared/schemas/insights.ts';
import type { Tx } from '../../db/client.ts';
import { sharesOf, standoutOf } from './emotion-mix.ts';
import type { EmotionRange } from './emotion-sql.ts';
import { type EmotionWeight, emotionWeightsByPerson } from './queries.ts';

/**
 * The emotion mix of the people written about most; call the result with the overall weights to
 * name each one's standout emotion.
 */
export async function withWhom(
  tx: Tx,
  range: EmotionRange,
  readings: boolean,
  minimum: number,
  limit: number,
): Promise<(overall: EmotionWeight[]) => PersonMix[]> {
  const rows = await emotionWeightsByPerson(tx, range, readings, minimum, limit);
  const people = new Map<string, { id: string; name: string; entries: number; weights: EmotionWeight[] }>();
  for (const row of rows) {
    const person = people.get(row.id) ?? { id: row.id, name: row.name, entries: row.entries, weights: [] };
    person.weights.push({ emotion: row.emotion, w: row.w });
    people.set(row.id, person);
  }
  return (overall) =>
    [...people.values()].map((p) => ({
      id: p.id,
      name: p.name,
      entries: p.entries,
      shares: sharesOf(p.weights),
      standout: standoutOf(p.weights, overall),
    }));
}
