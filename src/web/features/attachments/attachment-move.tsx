import { useMutation } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Attachment } from '../../../shared/schemas/attachments.ts';
import { reorderAttachments } from '../../api/attachments.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { attachmentLabel } from './attachment-label.ts';
import { TileButton } from './tile-button.tsx';

/**
 * Moves one saved file a place earlier or later among the entry's files. Buttons rather than
 * drag and drop: they work by keyboard, with a screen reader and one-handed on a phone.
 */
export function AttachmentMove({
  entryId,
  attachments,
  attachment,
}: {
  entryId: string;
  attachments: Attachment[];
  attachment: Attachment;
}) {
  const invalidate = useInvalidate();
  const ids = attachments.map((a) => a.id);
  const at = ids.indexOf(attachment.id);
  const label = attachmentLabel(attachment);
  const move = useMutation({
    mutationFn: (by: -1 | 1) => {
      const order = [...ids];
      order.splice(at, 1);
      order.splice(at + by, 0, attachment.id);
      return reorderAttachments(entryId, order);
    },
    onSuccess: () => invalidate('entries'),
    onError: (error) => toast.error('The files could not be reordered', { description: errorMessage(error) }),
  });
  if (attachments.length < 2) return null;
  return (
    <>
      <TileButton
        disabled={at === 0 || move.isPending}
        onClick={() => move.mutate(-1)}
        aria-label={`Move ${label} earlier`}
      >
        <ChevronLeft aria-hidden />
      </TileButton>
      <TileButton
        disabled={at === attachments.length - 1 || move.isPending}
        onClick={() => move.mutate(1)}
        aria-label={`Move ${label} later`}
      >
        <ChevronRight aria-hidden />
      </TileButton>
    </>
  );
}
