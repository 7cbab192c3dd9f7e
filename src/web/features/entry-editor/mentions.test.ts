import { describe, expect, it } from 'vitest';
import { findMentions, type NamedConnection } from './mentions.ts';

const maya: NamedConnection = { id: 'm', name: 'Maya Chen', type: 'person' };
const mayaB: NamedConnection = { id: 'mb', name: 'Maya Brooks', type: 'person' };
const sam: NamedConnection = { id: 's', name: 'Sam Okafor', type: 'person' };
const lisbon: NamedConnection = { id: 'l', name: 'Lisbon', type: 'institution' };
const none = new Set<string>();

const offered = (text: string, connections: NamedConnection[], linked = none, dismissed = none) =>
  findMentions(text, connections, linked, dismissed).map((s) =>
    s.kind === 'link' ? `link ${s.connection.name}` : `add ${s.name}`,
  );

describe('findMentions', () => {
  it('finds full names in any case, whole words only', () => {
    expect(offered('coffee with maya chen and LISBON plans', [maya, lisbon])).toEqual([
      'link Maya Chen',
      'link Lisbon',
    ]);
    expect(offered('Mayan ruins, lisboner', [maya, lisbon])).toEqual([]);
  });

  it('takes a first name alone only when one person has it', () => {
    expect(offered('Lunch with Sam today.', [maya, sam])).toEqual(['link Sam Okafor']);
    expect(offered('Lunch with Maya today.', [maya, mayaB, sam])).toEqual([]);
    expect(offered('Lunch with Maya Brooks.', [maya, mayaB])).toEqual(['link Maya Brooks']);
  });

  it('skips linked and dismissed connections', () => {
    expect(offered('Maya Chen and Sam', [maya, sam], new Set(['m']))).toEqual(['link Sam Okafor']);
    expect(offered('Maya Chen and Sam', [maya, sam], none, new Set(['s']))).toEqual(['link Maya Chen']);
  });

  it('offers capitalised unknown names, never sentence openers, weekdays or known names', () => {
    expect(offered('Met Priya at the market on Friday with Sam. Then home.', [sam])).toEqual([
      'link Sam Okafor',
      'add Priya',
    ]);
    expect(offered('We saw Jo Marsh and later Ana.', [])).toEqual(['add Jo Marsh', 'add Ana']);
    expect(offered('Walked with Ana.', [], none, new Set(['Ana']))).toEqual([]);
  });
});
