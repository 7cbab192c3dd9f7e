import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import type { Attachment } from '../../../shared/schemas/attachments.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { attachmentLabel } from './attachment-label.ts';

/** A swipe is a horizontal drag of at least this many pixels. */
const SWIPE_PX = 50;

/**
 * The full-size viewer of an entry's photos: arrow keys and swipes move between them, Escape
 * closes (the dialog traps focus).
 */
export function AttachmentViewer({
  photos,
  index,
  onIndex,
}: {
  photos: Attachment[];
  index: number | null;
  onIndex: (index: number | null) => void;
}) {
  const startX = useRef<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || photos.length < 2) return;
    onIndex((index + step + photos.length) % photos.length);
  };
  // Arrow keys work wherever focus is inside the open viewer (the dialog traps it).
  const goRef = useRef(go);
  goRef.current = go;
  const open = photo !== undefined;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowRight') goRef.current(1);
      if (event.key === 'ArrowLeft') goRef.current(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => !open && onIndex(null)}>
      {photo && index !== null && (
        <DialogContent
          title={attachmentLabel(photo)}
          description={`Photo ${index + 1} of ${photos.length}`}
          className="max-w-5xl"
        >
          {/* A swipe is a shortcut: the Previous and Next buttons below do the same. */}
          <div
            className="relative flex touch-pan-y select-none items-center justify-center"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            <img
              src={photo.url}
              alt={attachmentLabel(photo)}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              draggable={false}
              className="max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
            />
          </div>
          {photo.caption && <p className="text-sm text-muted-foreground">{photo.caption}</p>}
          {photos.length > 1 && (
            <div className="flex justify-between gap-2">
              <Button variant="outline" onClick={() => go(-1)} aria-label="Previous photo">
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <Button variant="outline" onClick={() => go(1)} aria-label="Next photo">
                Next <ChevronRight aria-hidden />
              </Button>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
