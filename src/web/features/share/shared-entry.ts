import { ENTRY_LIMITS } from '../../../shared/schemas/entries.ts';
import { isWebUrl } from '../../../shared/schemas/sources.ts';
import type { EntryFormValues } from '../entry-editor/entry-form-model.ts';
import type { SharedItem } from './shared-inbox.ts';

export type SharedFields = Pick<EntryFormValues, 'title' | 'content'> & {
  source: EntryFormValues['source'] | null;
};

const LINK = /https?:\/\/[^\s<>"]+/i;

/**
 * The editor fields a share fills in: its title, its text as the content, and its link as the
 * entry's url source. Many apps send the link inside the text instead of the url field (Chrome
 * on Android does); the first web address found there becomes the source and leaves the text.
 */
export function sharedEntryFields(share: Pick<SharedItem, 'title' | 'text' | 'url'>): SharedFields {
  let text = share.text.trim();
  let link = isWebUrl(share.url) ? share.url.trim() : '';
  if (!link) {
    const found = LINK.exec(text)?.[0];
    if (found && isWebUrl(found)) {
      link = found;
      text = text
        .replace(found, '')
        .replace(/[ \t]{2,}/g, ' ')
        .trim();
    }
  }
  // A text that only repeats the link or the title says nothing more.
  if (text === link || text === share.title.trim()) text = '';
  return {
    title: share.title.trim().slice(0, ENTRY_LIMITS.title),
    content: text.slice(0, ENTRY_LIMITS.content),
    source: link ? { id: null, source_type: 'url', reference_text: link } : null,
  };
}

/** The shared files the editor attaches: photos only, as the manifest asks the share sheet for. */
export const sharedPhotos = (share: Pick<SharedItem, 'files'>) =>
  share.files.filter((file) => file.type.startsWith('image/') && file.size > 0);
