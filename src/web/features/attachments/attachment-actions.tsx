import { useMutation } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ATTACHMENT_DEFAULTS, type Attachment } from '../../../shared/schemas/attachments.ts';
import { deleteAttachment, updateAttachment } from '../../api/attachments.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import { toast } from '../../lib/toast.ts';
import { attachmentLabel } from './attachment-label.ts';
import { TileButton } from './tile-button.tsx';

/** The editor's controls under one saved file: edit its caption (alt text), delete it. */
export function AttachmentActions({
  attachment,
  children,
}: {
  attachment: Attachment;
  children?: ReactNode;
}) {
  const invalidate = useInvalidate();
  const [editing, setEditing] = useState(false);
  const [caption, setCaption] = useState(attachment.caption ?? '');
  const label = attachmentLabel(attachment);
  const refresh = () => invalidate('entries');

  const save = useMutation({
    mutationFn: () => updateAttachment(attachment.id, { caption: caption.trim() || null }),
    onSuccess: async () => {
      await refresh();
      setEditing(false);
      toast.success('Caption saved');
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteAttachment(attachment.id),
    onSuccess: async () => {
      await refresh();
      toast.success('Attachment deleted');
    },
    onError: (error) =>
      toast.error('The attachment could not be deleted', { description: errorMessage(error) }),
  });
  const tooLong = caption.trim().length > ATTACHMENT_DEFAULTS.captionLength;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!tooLong) save.mutate();
  };

  return (
    <div className="flex flex-wrap gap-1">
      {children}
      <TileButton onClick={() => setEditing(true)} aria-label={`Edit caption of ${label}`}>
        <Pencil aria-hidden /> Caption
      </TileButton>
      <TileButton
        className="text-destructive"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        aria-label={`Delete ${label}`}
      >
        <Trash2 aria-hidden />
      </TileButton>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent title="Caption" description="Describe the file for people who cannot see or hear it.">
          {/* A form of its own inside the editor's: submitting it must not save the entry. */}
          <div className="flex flex-col gap-3">
            <Label htmlFor={`caption-${attachment.id}`}>Caption and alt text</Label>
            <Input
              id={`caption-${attachment.id}`}
              value={caption}
              maxLength={ATTACHMENT_DEFAULTS.captionLength + 50}
              onChange={(e) => setCaption(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') submit(e);
              }}
              aria-invalid={tooLong || undefined}
            />
            <FieldError
              message={
                tooLong
                  ? `Caption must be at most ${ATTACHMENT_DEFAULTS.captionLength} characters.`
                  : save.isError
                    ? errorMessage(save.error)
                    : undefined
              }
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="button" disabled={save.isPending || tooLong} onClick={submit}>
                {save.isPending ? 'Saving...' : 'Save caption'}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
