import {
  type Group,
  type GroupCandidate,
  type GroupItemCounts,
  type GroupItemType,
  PREVIEW_LENGTH,
} from '../../../shared/schemas/groups.ts';
import type { CandidateRow } from './item-queries.ts';
import type { GroupRow } from './queries.ts';

export function presentGroup(row: GroupRow, counts: GroupItemCounts): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    item_counts: counts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The first characters of a text, with '...' when there was more (PRODUCT-SPEC section 9). */
export function previewOf(text: string | null): string | null {
  if (!text) return null;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}

export function presentCandidate(type: GroupItemType, row: CandidateRow): GroupCandidate {
  return {
    item_type: type,
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    preview: previewOf(row.preview),
    created_at: row.at.toISOString(),
  };
}
