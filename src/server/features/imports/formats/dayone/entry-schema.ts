import { z } from 'zod';

// Day One's JSON export (metadata.version "1.0"): one JSON file per journal with `entries`, media
// beside it in photos/, audios/, pdfs/, videos/, each file named by its MD5 and type. Only the
// fields Memento maps are read; everything else is let through unread. A journal file is
// `{ metadata, entries: [...] }`: its entries are streamed out of it (read-json.ts) and checked
// one by one, so one bad entry fails alone.

const media = z.looseObject({
  identifier: z.string().max(200),
  md5: z.string().max(64).optional(),
  type: z.string().max(20).optional(),
  format: z.string().max(20).optional(),
});
export type DayOneMedia = z.infer<typeof media>;

export const dayOneEntrySchema = z.looseObject({
  uuid: z.string().min(1).max(200),
  text: z.string().optional(),
  creationDate: z.iso.datetime({ offset: true }),
  timeZone: z.string().max(100).optional(),
  tags: z.array(z.string()).optional(),
  starred: z.boolean().optional(),
  location: z
    .looseObject({
      placeName: z.string().optional(),
      localityName: z.string().optional(),
      administrativeArea: z.string().optional(),
      country: z.string().optional(),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    })
    .optional(),
  weather: z
    .looseObject({ conditionsDescription: z.string().optional(), temperatureCelsius: z.number().optional() })
    .optional(),
  photos: z.array(media).optional(),
  audios: z.array(media).optional(),
  pdfAttachments: z.array(media).optional(),
  videos: z.array(media).optional(),
});
export type DayOneEntry = z.infer<typeof dayOneEntrySchema>;

/** Which media folder each kind of Day One attachment lives in. */
export const MEDIA_FOLDERS = {
  photos: 'photos',
  audios: 'audios',
  pdfAttachments: 'pdfs',
  videos: 'videos',
} as const;
