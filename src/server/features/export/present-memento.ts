import type {
  MementoAttachment,
  MementoConnection,
  MementoDigest,
  MementoEntry,
  MementoGroup,
  MementoLocation,
  MementoSource,
  MementoTag,
} from '../../../shared/formats/memento.ts';
import type { connections, digests, groups, locations, sources, tags } from '../../db/schema/index.ts';
import { extensions } from '../attachments/serve-file.ts';
import type { AttachmentRow, EntryRow } from './queries.ts';

/* Rows → memento.json records (src/shared/formats/memento.ts), one function per record. */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export const attachmentPath = (a: Pick<AttachmentRow, 'id' | 'contentType'>) =>
  `attachments/${a.id}.${extensions[a.contentType] ?? 'bin'}`;
export const connectionImagePath = (connectionId: string, contentType: string) =>
  `connection-images/${connectionId}.${extensions[contentType] ?? 'bin'}`;

export const presentTag = (t: typeof tags.$inferSelect): MementoTag => ({
  id: t.id,
  name: t.name,
  type: t.type,
  created_at: iso(t.createdAt),
  updated_at: iso(t.updatedAt),
});

export const presentLocation = (l: typeof locations.$inferSelect): MementoLocation => ({
  id: l.id,
  label: l.label,
  lat: l.lat,
  lng: l.lng,
  created_at: iso(l.createdAt),
  updated_at: iso(l.updatedAt),
});

export const presentSource = (s: typeof sources.$inferSelect): MementoSource => ({
  id: s.id,
  source_type: s.sourceType,
  reference_text: s.referenceText,
  created_at: iso(s.createdAt),
  updated_at: iso(s.updatedAt),
});

type ConnectionRow = Omit<
  typeof connections.$inferSelect,
  'userId' | 'search' | 'activityCount' | 'lastEntryAt'
> & {
  imageType: string | null;
};

export const presentConnection = (c: ConnectionRow, related: string[]): MementoConnection => ({
  id: c.id,
  name: c.name,
  type: c.type,
  summary_text: c.summaryText,
  // An uploaded image's URL names this account's connection: the file in the zip stands for it.
  image_url: c.imageType ? null : c.imageUrl,
  image: c.imageType
    ? { path: connectionImagePath(c.id, c.imageType), content_type: c.imageType as 'image/jpeg' }
    : null,
  contact_info: c.contactInfo,
  important_dates: c.importantDates,
  related_connection_ids: related,
  is_favorite: c.isFavorite,
  keep_in_touch: c.keepInTouch,
  keep_in_touch_since: isoOrNull(c.keepInTouchSince),
  created_at: iso(c.createdAt),
  updated_at: iso(c.updatedAt),
});

export const presentAttachment = (a: AttachmentRow): MementoAttachment => ({
  id: a.id,
  path: attachmentPath(a),
  kind: a.kind,
  content_type: a.contentType,
  file_name: a.fileName,
  byte_size: a.byteSize,
  etag: a.etag,
  position: a.position,
  caption: a.caption,
  width: a.width,
  height: a.height,
  taken_at: isoOrNull(a.takenAt),
  taken_lat: a.takenLat,
  taken_lng: a.takenLng,
  created_at: iso(a.createdAt),
});

export interface EntryLinks {
  tagIds: string[];
  connectionIds: string[];
  attachments: AttachmentRow[];
}

export const presentEntry = (e: EntryRow, links: EntryLinks): MementoEntry => ({
  id: e.id,
  title: e.title,
  type: e.type,
  content: e.content,
  star_rating: e.starRating,
  summary: e.summary,
  is_private: e.isPrivate,
  is_favorite: e.isFavorite,
  prompt_used: e.promptUsed,
  context_text: e.contextText,
  occurred_at: iso(e.occurredAt),
  created_at: iso(e.createdAt),
  updated_at: iso(e.updatedAt),
  location_id: e.locationId,
  source_id: e.sourceId,
  tag_ids: links.tagIds,
  connection_ids: links.connectionIds,
  attachments: links.attachments.map(presentAttachment),
});

export const presentGroup = (
  g: typeof groups.$inferSelect,
  items: { itemType: MementoGroup['items'][number]['item_type']; itemId: string; createdAt: Date }[],
): MementoGroup => ({
  id: g.id,
  name: g.name,
  description: g.description,
  created_at: iso(g.createdAt),
  updated_at: iso(g.updatedAt),
  items: items.map((i) => ({ item_type: i.itemType, item_id: i.itemId, created_at: iso(i.createdAt) })),
});

export const presentDigest = (d: typeof digests.$inferSelect): MementoDigest => ({
  id: d.id,
  title: d.title,
  content: d.content,
  date_range: d.dateRange,
  emotion_trends: d.emotionTrends,
  quote_highlights: d.quoteHighlights,
  generated_offline: d.generatedOffline,
  claims: d.claims,
  cited_entries: d.citedEntries,
  engine: d.engine,
  scope: d.scopeType && d.scopeId ? { type: d.scopeType, id: d.scopeId, name: d.scopeName ?? '' } : null,
  created_at: iso(d.createdAt),
});
