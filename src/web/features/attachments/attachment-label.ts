import type { Attachment } from '../../../shared/schemas/attachments.ts';

/** What a file is called on screen and to screen readers: its caption, its name, or its kind. */
export const attachmentLabel = (a: Pick<Attachment, 'caption' | 'file_name' | 'kind'>) =>
  a.caption || a.file_name || { image: 'Photo', audio: 'Voice memo', pdf: 'PDF document' }[a.kind];
