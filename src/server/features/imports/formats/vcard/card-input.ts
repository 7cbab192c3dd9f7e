import {
  CONNECTION_LIMITS,
  type ConnectionCreate,
  connectionCreateSchema,
  contactInfoSchema,
  importantDateSchema,
} from '../../../../../shared/schemas/connections.ts';
import { cardDate } from './card-date.ts';
import type { CardFields } from './read-card.ts';

/** A card as the connections API would take it, and the fields left out (with why). */
export interface CardInput {
  input: ConnectionCreate & { type: 'person' | 'institution' };
  problems: string[];
}

const hasNul = (s: string) => s.includes('\0');

/** The first value the API accepts for one contact field; the refused ones are reported. */
function firstAccepted(
  field: 'email' | 'phone' | 'social',
  label: string,
  candidates: readonly string[],
  problems: string[],
): string | undefined {
  const schema = contactInfoSchema.shape[field];
  for (const value of candidates) {
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data && !hasNul(value)) return parsed.data;
  }
  if (candidates.length)
    problems.push(
      `${label} was left out: ${schema.safeParse(candidates[0]).error?.issues[0]?.message ?? 'it is not valid'}`,
    );
  return undefined;
}

/**
 * Maps a card to a connection field by field: a field the API would refuse is left out and
 * named in `problems`; the rest of the card is kept. Null name means the card cannot be imported.
 */
export function cardInput(fields: CardFields, organization: string | null): CardInput | null {
  const problems: string[] = [];
  const rawName = (fields.name ?? organization ?? '').replace(/\0/g, '').trim();
  if (!rawName) return null;
  const name = rawName.slice(0, CONNECTION_LIMITS.name);
  if (name !== rawName) problems.push(`the name was cut to ${CONNECTION_LIMITS.name} characters`);
  const type = fields.name ? 'person' : 'institution';
  const contact =
    type === 'person'
      ? {
          email: firstAccepted('email', 'EMAIL', fields.emails, problems),
          phone: firstAccepted('phone', 'TEL', fields.phones, problems),
          social: firstAccepted('social', 'URL', fields.socials, problems),
        }
      : {};
  const dates = [];
  for (const d of fields.dates) {
    const date = cardDate(d.value);
    const parsed = date
      ? importantDateSchema.safeParse({ label: d.label.slice(0, CONNECTION_LIMITS.dateLabel), date })
      : null;
    if (parsed?.success) dates.push(parsed.data);
    else
      problems.push(
        `${d.label === 'Birthday' ? 'BDAY' : d.label} was left out: ${date ? (parsed?.error.issues[0]?.message ?? 'it is not a date') : 'it is not a date'}`,
      );
  }
  let summary = fields.note && !hasNul(fields.note) ? fields.note : null;
  if (fields.note && !summary) problems.push('NOTE was left out: it holds a NUL character');
  if (summary && summary.length > CONNECTION_LIMITS.summary) {
    summary = summary.slice(0, CONNECTION_LIMITS.summary);
    problems.push(`NOTE was cut to ${CONNECTION_LIMITS.summary.toLocaleString('en-US')} characters`);
  }
  // The whole connection through the API's own schema (defaults included); every field in it was
  // checked above, so a refusal here is a card the API could never take.
  const input = connectionCreateSchema.parse({
    name,
    type,
    summary_text: summary,
    contact_info: Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined)),
    important_dates: dates.slice(0, CONNECTION_LIMITS.importantDates),
  });
  return { input: { ...input, type }, problems };
}
