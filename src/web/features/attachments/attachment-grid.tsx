import { FileText, Paperclip } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Attachment } from '../../../shared/schemas/attachments.ts';
import { attachmentLabel } from './attachment-label.ts';

// The photo viewer (a Radix dialog with focus trap and scroll lock) loads at the first photo opened:
// the Activities list shows cards, not the viewer.
const AttachmentViewer = lazy(async () => ({
  default: (await import('./attachment-viewer.tsx')).AttachmentViewer,
}));

/**
 * An entry's files: photos as thumbnails that open the full-size viewer, voice memos as players,
 * PDFs as downloads. `actions` renders per-file controls (the editor's caption and delete).
 */
export function AttachmentGrid({
  attachments,
  actions,
}: {
  attachments: Attachment[];
  actions?: (attachment: Attachment) => ReactNode;
}) {
  const [open, setOpenIndex] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  const setOpen = (index: number | null) => {
    if (index !== null) setViewerUsed(true);
    setOpenIndex(index);
  };
  const photos = attachments.filter((a) => a.kind === 'image');
  if (attachments.length === 0) return null;
  return (
    <>
      <ul aria-label="Attachments" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {attachments.map((a) => (
          <li
            key={a.id}
            className={`flex min-w-0 flex-col gap-1.5 ${a.kind === 'audio' ? 'col-span-2' : ''}`}
          >
            {a.kind === 'image' && a.thumbnail_url && (
              <button
                type="button"
                onClick={() => setOpen(photos.indexOf(a))}
                className="aspect-square overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Open ${attachmentLabel(a)}`}
              >
                <img
                  src={a.thumbnail_url}
                  alt={attachmentLabel(a)}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            )}
            {a.kind === 'audio' && (
              // biome-ignore lint/a11y/useMediaCaption: a voice memo has no caption track; its transcript can go in the entry
              <audio
                controls
                preload="metadata"
                src={a.url}
                aria-label={attachmentLabel(a)}
                className="w-full"
              />
            )}
            {a.kind === 'pdf' && (
              <a
                href={a.original_url}
                className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border bg-muted p-3 text-center text-sm hover:bg-muted/70"
              >
                <FileText aria-hidden className="size-8 text-muted-foreground" />
                <span className="line-clamp-2 break-all">{attachmentLabel(a)}</span>
              </a>
            )}
            {a.caption && a.kind === 'image' && (
              <p className="line-clamp-2 text-xs text-muted-foreground">{a.caption}</p>
            )}
            {actions?.(a)}
          </li>
        ))}
      </ul>
      {viewerUsed && (
        <Suspense fallback={null}>
          <AttachmentViewer photos={photos} index={open} onIndex={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The paperclip and count an entry card shows when the entry holds files. */
export function AttachmentBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      className="inline-flex items-center gap-0.5 text-xs text-muted-foreground"
      title={`${count} attachment${count === 1 ? '' : 's'}`}
    >
      <Paperclip aria-hidden className="size-3.5" />
      <span className="sr-only">Attachments: </span>
      {count}
    </span>
  );
}
