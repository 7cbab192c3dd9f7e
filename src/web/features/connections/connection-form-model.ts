import { z } from 'zod';
import {
  CONNECTION_LIMITS,
  type ConnectionDetail,
  type ConnectionUpdate,
  connectionTypes,
  contactInfoSchema,
  importantDateSchema,
  isHttpsUrl,
  uploadedImagePath,
} from '../../../shared/schemas/connections.ts';
import { keepInTouchSchema } from '../../../shared/schemas/keep-in-touch.ts';

/** The form's fields: the server's own rules, with messages written for the form. */
export const connectionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name.')
    .max(CONNECTION_LIMITS.name, `Use at most ${CONNECTION_LIMITS.name} characters.`),
  type: z.enum(connectionTypes),
  summary_text: z
    .string()
    .max(CONNECTION_LIMITS.summary, `Use at most ${CONNECTION_LIMITS.summary} characters.`),
  image_url: z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpsUrl(v) || uploadedImagePath.test(v), 'Use an https:// image address.'),
  contact_info: contactInfoSchema,
  important_dates: z
    .array(importantDateSchema)
    .max(CONNECTION_LIMITS.importantDates, `Keep at most ${CONNECTION_LIMITS.importantDates} dates.`),
  related: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(connectionTypes) })),
  is_favorite: z.boolean(),
  keep_in_touch: keepInTouchSchema,
});
export type ConnectionFormInput = z.input<typeof connectionFormSchema>;
export type ConnectionFormValues = z.output<typeof connectionFormSchema>;

export const emptyConnectionForm: ConnectionFormInput = {
  name: '',
  type: 'person',
  summary_text: '',
  image_url: '',
  contact_info: { email: '', phone: '', social: '' },
  important_dates: [],
  related: [],
  is_favorite: false,
  keep_in_touch: 'none',
};

/** The form's starting values for an existing connection. */
export function formValuesOf(c: ConnectionDetail): ConnectionFormInput {
  return {
    name: c.name,
    type: c.type,
    summary_text: c.summary_text ?? '',
    image_url: c.image_url ?? '',
    contact_info: { email: '', phone: '', social: '', ...c.contact_info },
    important_dates: c.important_dates,
    related: c.related.map((r) => ({ id: r.id, name: r.name, type: r.type })),
    is_favorite: c.is_favorite,
    keep_in_touch: c.keep_in_touch,
  };
}

/** The API body for the form's values; contact details only go with people. */
export function bodyOf(v: ConnectionFormValues) {
  return {
    name: v.name,
    type: v.type,
    summary_text: v.summary_text.trim() || null,
    image_url: v.image_url || null,
    contact_info: v.type === 'person' ? v.contact_info : {},
    important_dates: v.important_dates,
    related_connection_ids: v.related.map((r) => r.id),
    is_favorite: v.is_favorite,
    keep_in_touch: v.keep_in_touch,
  } satisfies ConnectionUpdate;
}
export type ConnectionBody = ReturnType<typeof bodyOf>;
