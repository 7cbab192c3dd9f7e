import ICAL from 'ical.js';
import type { RawCard } from './split-cards.ts';

/** What Memento reads from one card, before validation. */
export interface CardFields {
  uid: string | null;
  name: string | null;
  emails: string[];
  phones: string[];
  socials: string[];
  note: string | null;
  dates: { label: string; value: string }[];
  photo: { bytes: Buffer } | { problem: string } | null;
}

type JProperty = [string, Record<string, unknown>, string, ...unknown[]];

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Display name from N (family; given; additional; prefix; suffix) when there is no FN. */
function nameFromN(value: unknown): string {
  const parts = (Array.isArray(value) ? value : [value]).map((p) =>
    Array.isArray(p) ? p.join(' ') : text(p),
  );
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = parts;
  return [prefix, given, additional, family, suffix]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

const isPreferred = (params: Record<string, unknown>) => {
  const types = ([] as unknown[]).concat(params.type ?? []).map((t) => String(t).toLowerCase());
  return types.includes('pref') || params.pref === '1';
};

/** Preferred values first (TYPE=PREF or PREF=1), then in the card's order. */
const values = (props: JProperty[], name: string) =>
  props
    .filter((p) => p[0] === name)
    .sort((a, b) => Number(isPreferred(b[1])) - Number(isPreferred(a[1])))
    .map((p) => p[3]);

function photoOf(props: JProperty[]): CardFields['photo'] {
  const photo = props.find((p) => p[0] === 'photo');
  if (!photo) return null;
  const value = text(photo[3]);
  const dataUri = /^data:[^;,]*(;[^,]*)?,(.*)$/s.exec(value);
  if (dataUri) {
    if (!/;base64/i.test(dataUri[1] ?? '')) return { problem: 'the photo is not base64 data' };
    return { bytes: Buffer.from(dataUri[2] ?? '', 'base64') };
  }
  if (photo[2] === 'binary' || /^b(ase64)?$/i.test(String(photo[1].encoding ?? '')))
    return { bytes: Buffer.from(value.replace(/\s+/g, ''), 'base64') };
  if (/^https?:/i.test(value)) return { problem: 'the photo is a link to another site: it was not fetched' };
  return { problem: 'the photo is in a form Memento does not read' };
}

/** Apple keeps a date's label in an X-ABLABEL of the same group (item1.X-ABDATE + item1.X-ABLABEL). */
function appleLabel(props: JProperty[], group: unknown): string | null {
  if (!group) return null;
  const label = props.find((p) => p[0] === 'x-ablabel' && p[1].group === group);
  return label ? text(label[3]).replace(/^_\$!<(.+)>!\$_$/, '$1') : null;
}

/** Reads a card with ical.js (vCard 3.0 and 4.0; 2.1 arrives rewritten as 3.0). */
export function readCard(card: RawCard): CardFields {
  const jcard = ICAL.parse(card.text) as unknown;
  const root = (Array.isArray(jcard) && jcard[0] === 'vcard' ? jcard : (jcard as unknown[])[0]) as [
    string,
    JProperty[],
  ];
  const props = root[1];
  const fn = text(values(props, 'fn')[0]);
  const n = values(props, 'n')[0];
  const org = values(props, 'org')[0];
  const dates: CardFields['dates'] = [];
  for (const p of props) {
    if (p[0] === 'bday') dates.push({ label: 'Birthday', value: text(p[3]) });
    else if (p[0] === 'anniversary' || p[0] === 'x-anniversary')
      dates.push({ label: 'Anniversary', value: text(p[3]) });
    else if (p[0] === 'x-abdate')
      dates.push({ label: appleLabel(props, p[1].group) || 'Date', value: text(p[3]) });
  }
  return {
    uid: text(values(props, 'uid')[0]) || null,
    name: fn || (n ? nameFromN(n) : '') || (org ? nameFromN([org].flat()[0]) : '') || null,
    emails: values(props, 'email').map(text).filter(Boolean),
    phones: values(props, 'tel')
      .map(text)
      .map((t) => t.replace(/^tel:/i, '').replace(/;ext=.*$/i, ''))
      .filter(Boolean),
    socials: [...values(props, 'x-socialprofile'), ...values(props, 'url')]
      .map(text)
      .map((s) => s.replace(/^x-apple:/i, ''))
      .filter(Boolean),
    note: text(values(props, 'note')[0]) || null,
    dates,
    photo: photoOf(props),
  };
}
