import { describe, expect, it } from 'vitest';
import { ImportLookups } from './lookups.ts';

/** A lookup that makes an id per name and counts the names it was asked for. */
function counter() {
  const asked: string[] = [];
  const fetch = async (names: string[]) => {
    asked.push(...names);
    return new Map(names.map((n) => [n, `id-${n}-${asked.length}`]));
  };
  return { asked, fetch };
}

const key = (name: string) => name;

describe('ids an import remembers between batches', () => {
  it('asks only for names no committed batch met', async () => {
    const lookups = new ImportLookups();
    const tags = counter();
    lookups.begin();
    const first = await lookups.resolve('tag', ['rain', 'sea'], key, tags.fetch);
    lookups.commit();
    lookups.begin();
    const second = await lookups.resolve('tag', ['sea', 'walk'], key, tags.fetch);
    lookups.commit();
    expect(tags.asked).toEqual(['rain', 'sea', 'walk']);
    expect(second.get('sea')).toBe(first.get('sea'));
  });

  it('keeps kinds apart', async () => {
    const lookups = new ImportLookups();
    const found = counter();
    await lookups.resolve('tag', ['Berlin'], key, found.fetch);
    lookups.commit();
    await lookups.resolve('location', ['Berlin'], key, found.fetch);
    expect(found.asked).toEqual(['Berlin', 'Berlin']);
  });

  it('trusts nothing learnt in a transaction that did not commit, nor anything after a failed batch', async () => {
    const lookups = new ImportLookups();
    const tags = counter();
    lookups.begin();
    await lookups.resolve('tag', ['rain'], key, tags.fetch);
    // The database retried the transaction: the first attempt's ids were rolled back.
    lookups.begin();
    await lookups.resolve('tag', ['rain'], key, tags.fetch);
    lookups.commit();
    lookups.forget();
    lookups.begin();
    await lookups.resolve('tag', ['rain'], key, tags.fetch);
    expect(tags.asked).toEqual(['rain', 'rain', 'rain']);
  });
});
