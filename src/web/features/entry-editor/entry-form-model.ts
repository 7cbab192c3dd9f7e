import { format } from 'date-fns';
import { z } from 'zod';
import {
  ENTRY_LIMITS,
  type EntryCreate,
  type EntryDetail,
  entryTypes,
} from '../../../shared/schemas/entries.ts';
import { isWebUrl, WEB_URL_MESSAGE } from '../../../shared/schemas/sources.ts';
import { occurredAt } from './occurred-at.ts';

/**
 * What the editor holds while the user writes: the entry's fields plus the things it links to,
 * kept whole (name, type, label) so chips render without another request and a draft restored
 * from local storage shows exactly what was picked.
 */
const chip = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const entryFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(ENTRY_LIMITS.title, `Title must be at most ${ENTRY_LIMITS.title} characters.`),
  type: z.enum(entryTypes),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date it happened.'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose the time it happened.'),
  content: z
    .string()
    .max(
      ENTRY_LIMITS.content,
      `Content must be at most ${ENTRY_LIMITS.content.toLocaleString('en-US')} characters.`,
    ),
  star_rating: z.number().int().min(1).max(5).nullable(),
  tags: z.array(chip),
  connections: z.array(chip),
  /** `id` is null for a location typed here and not yet saved: it is created with the entry. */
  location: z
    .object({
      id: z.string().nullable(),
      label: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    })
    .nullable(),
  /** `id` is the saved source while its text is unchanged; editing the text makes a new one. */
  source: z
    .object({ id: z.string().nullable(), source_type: z.enum(['note', 'url']), reference_text: z.string() })
    .superRefine((source, ctx) => {
      const text = source.reference_text.trim();
      if (source.source_type === 'url' && text && !isWebUrl(text))
        ctx.addIssue({ code: 'custom', path: ['reference_text'], message: `Source ${WEB_URL_MESSAGE}.` });
    }),
  is_private: z.boolean(),
  is_favorite: z.boolean(),
  prompt_used: z.string().nullable(),
});

export type EntryFormValues = z.infer<typeof entryFormSchema>;
export type Chip = z.infer<typeof chip>;

const dateOf = (when: Date) => format(when, 'yyyy-MM-dd');
const timeOf = (when: Date) => format(when, 'HH:mm');

/** A blank entry happening now (or at this time on `day`, 'yyyy-MM-dd'), in the user's own time zone. */
/** What a shortcut fills in a new entry: 'Log a contact' on a connection gives the type and the person. */
export interface EntryPreset {
  type?: EntryFormValues['type'];
  connections?: EntryFormValues['connections'];
}

export function blankEntry(now = new Date(), day?: string, preset: EntryPreset = {}): EntryFormValues {
  return {
    title: '',
    type: preset.type ?? 'reflection',
    date: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : dateOf(now),
    time: timeOf(now),
    content: '',
    star_rating: null,
    tags: [],
    connections: preset.connections ?? [],
    location: null,
    source: { id: null, source_type: 'note', reference_text: '' },
    is_private: false,
    is_favorite: false,
    prompt_used: null,
  };
}

/** The editor's values for a saved entry. */
export function valuesOf(entry: EntryDetail): EntryFormValues {
  const when = new Date(entry.occurred_at);
  return {
    title: entry.title,
    type: entry.type,
    date: dateOf(when),
    time: timeOf(when),
    content: entry.content,
    star_rating: entry.star_rating,
    tags: entry.tags.map(({ id, name, type }) => ({ id, name, type })),
    connections: entry.connections.map(({ id, name, type }) => ({ id, name, type })),
    location: entry.location,
    source: entry.source ?? { id: null, source_type: 'note', reference_text: '' },
    is_private: entry.is_private,
    is_favorite: entry.is_favorite,
    prompt_used: entry.prompt_used,
  };
}

/** The local date and time fields as one instant; the browser's time zone reads them. */
export { occurredAt };

/**
 * The API body for the entry itself, once its new location and source have ids. On an edit whose
 * date and time were left alone, occurred_at is not sent, so its seconds are not rounded away.
 */
export function entryBody(
  values: EntryFormValues,
  links: { location_id: string | null; source_id: string | null },
  initial?: EntryFormValues,
): EntryCreate {
  const sameWhen = initial && initial.date === values.date && initial.time === values.time;
  return {
    title: values.title.trim(),
    type: values.type,
    content: values.content,
    star_rating: values.star_rating,
    tag_ids: values.tags.map((t) => t.id),
    connection_ids: values.connections.map((c) => c.id),
    location_id: links.location_id,
    source_id: links.source_id,
    is_private: values.is_private,
    is_favorite: values.is_favorite,
    prompt_used: values.prompt_used,
    ...(sameWhen ? {} : { occurred_at: occurredAt(values) }),
  };
}

/** Where an API field's problem shows in the editor. */
export const fieldOfApi: Record<string, keyof EntryFormValues | 'source.reference_text'> = {
  title: 'title',
  type: 'type',
  content: 'content',
  star_rating: 'star_rating',
  tag_ids: 'tags',
  connection_ids: 'connections',
  location_id: 'location',
  label: 'location',
  lat: 'location',
  lng: 'location',
  source_id: 'source.reference_text',
  reference_text: 'source.reference_text',
  source_type: 'source.reference_text',
  occurred_at: 'date',
  prompt_used: 'prompt_used',
  is_private: 'is_private',
  is_favorite: 'is_favorite',
};

/** Human names of the fields, so a server message reads "Title must not be blank". */
export const fieldNames: Record<string, string> = {
  title: 'Title',
  type: 'Type',
  content: 'Content',
  star_rating: 'Rating',
  tags: 'Tags',
  connections: 'Connections',
  location: 'Location',
  'source.reference_text': 'Source',
  date: 'Date',
  prompt_used: 'Prompt',
  is_private: 'Private',
  is_favorite: 'Favorite',
};
