import { FolderOpen, type LucideIcon, MapPin, NotebookPen, Tag, Users } from 'lucide-react';
import type { GroupItemType } from '../../../shared/schemas/groups.ts';

/** The words and icons each item type uses on the group pages (PRODUCT-SPEC 'Group detail'). */
export interface TypeCopy {
  /** Tab label, plural: 'Entries'. */
  label: string;
  /** The lower-case plural used in sentences: 'entries'. */
  plural: string;
  /** The singular used in toasts: 'Entry'. */
  singular: string;
  icon: LucideIcon;
  emptyTitle: string;
  emptyDescription: string;
  /** The add dialog's empty message. */
  noneToAdd: string;
}

const copy = (
  label: string,
  singular: string,
  icon: LucideIcon,
  purpose: 'content' | 'network',
): TypeCopy => {
  const plural = label.toLowerCase();
  return {
    label,
    plural,
    singular,
    icon,
    emptyTitle: `No ${plural} in this group`,
    emptyDescription: `Add ${plural} to organize your ${purpose}`,
    noneToAdd: `No ${plural} available to add`,
  };
};

export const typeCopy: Record<GroupItemType, TypeCopy> = {
  entry: copy('Entries', 'Entry', NotebookPen, 'content'),
  connection: copy('Connections', 'Connection', Users, 'network'),
  tag: copy('Tags', 'Tag', Tag, 'content'),
  location: copy('Locations', 'Location', MapPin, 'content'),
};

export const allItemsCopy = {
  icon: FolderOpen,
  emptyTitle: 'No items in this group',
  emptyDescription: 'Add items to start organizing your content',
};
