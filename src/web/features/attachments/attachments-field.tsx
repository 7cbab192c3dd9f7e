import { useQuery } from '@tanstack/react-query';
import { Camera, Paperclip, RotateCcw, X } from 'lucide-react';
import { type ComponentProps, type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT } from '../../../shared/schemas/attachments.ts';
import { entryQueries } from '../../api/entries.ts';
import { Button } from '../../components/ui/button.tsx';
import { AttachmentActions } from './attachment-actions.tsx';
import { AttachmentGrid } from './attachment-grid.tsx';
import { AttachmentMove } from './attachment-move.tsx';
import { MemoTranscript } from './memo-transcript.tsx';
import { type PhotoFacts, readPhotoFacts } from './photo-facts.ts';
import { PhotoFactsOffer, type PlaceChoice } from './photo-facts-offer.tsx';
import type { AttachmentUploads } from './use-attachment-uploads.ts';
import { VoiceRecorder } from './voice-recorder.tsx';

/**
 * The editor's files: drop them on it, paste an image anywhere in the editor, pick them (or take
 * a photo on a phone), or record a voice memo. Each upload shows its progress and can be
 * cancelled; saved files show as a grid with caption and delete.
 */
export function AttachmentsField({
  entryId,
  uploads,
  onUseDate,
  onUsePlace,
  isPrivate,
  onTranscript,
}: {
  entryId?: string;
  uploads: AttachmentUploads;
  onUseDate: (when: Date) => void;
  onUsePlace: (place: PlaceChoice) => void;
  /** The form's privacy switch: a private entry's memos are never sent to be transcribed. */
  isPrivate: boolean;
  onTranscript: (text: string) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const [facts, setFacts] = useState<PhotoFacts | null>(null);
  const entry = useQuery({ ...entryQueries.detail(entryId ?? ''), enabled: Boolean(entryId) });
  const saved = entry.data?.attachments ?? [];

  const add = (files: File[]) => {
    if (files.length === 0) return;
    uploads.add(files);
    // Only a new entry is offered a photo's date and place: a saved one already has its own.
    const photo = files.find((f) => f.type.startsWith('image/'));
    if (!entryId && photo && !facts) void readPhotoFacts(photo).then((found) => found && setFacts(found));
  };
  const addRef = useRef(add);
  addRef.current = add;

  // A pasted image joins the files; pasted text goes where it was pasted, as usual.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      event.preventDefault();
      addRef.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <section
      aria-labelledby="attachments-heading"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col gap-3 rounded-lg border border-dashed p-3 transition-colors ${dragging ? 'border-primary bg-primary/5' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="attachments-heading" className="mr-auto text-sm font-medium">
          Photos, voice memos and files
        </h2>
        <PickFilesButton label="Choose files to attach" multiple accept={ATTACHMENT_ACCEPT} onFiles={add}>
          <Paperclip aria-hidden /> Add files
        </PickFilesButton>
        <PickFilesButton label="Take a photo to attach" accept="image/*" capture="environment" onFiles={add}>
          <Camera aria-hidden /> Take photo
        </PickFilesButton>
      </div>
      <p className="text-xs text-muted-foreground">Drop photos, audio or PDFs here, or paste an image.</p>
      <VoiceRecorder onRecorded={(file) => add([file])} />
      {facts && (
        <PhotoFactsOffer
          facts={facts}
          onUseDate={(when) => {
            onUseDate(when);
            setFacts((f) => (f && f.lat !== null ? { ...f, takenAt: null } : null));
          }}
          onUsePlace={(place) => {
            onUsePlace(place);
            setFacts((f) => (f?.takenAt ? { ...f, lat: null, lng: null } : null));
          }}
          onDismiss={() => setFacts(null)}
        />
      )}
      {uploads.items.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-lg border bg-card p-2 text-sm">
              {item.previewUrl ? (
                <img src={item.previewUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
              ) : (
                <Paperclip aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate">{item.file.name || 'Pasted image'}</span>
                {item.status === 'failed' ? (
                  <span role="alert" className="text-xs text-destructive">
                    {item.error}
                  </span>
                ) : item.status === 'waiting' ? (
                  <span className="text-xs text-muted-foreground">Uploads when you save</span>
                ) : (
                  <progress
                    aria-label={`Uploading ${item.file.name || 'pasted image'}`}
                    max={1}
                    value={item.progress}
                    className="h-1.5 w-full accent-primary"
                  />
                )}
              </div>
              {item.status === 'failed' && entryId && (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  onClick={() => uploads.retry(item.key)}
                  aria-label={`Retry ${item.file.name}`}
                >
                  <RotateCcw aria-hidden />
                </Button>
              )}
              <Button
                type="button"
                size="icon"
                variant="ghost"
                onClick={() => uploads.cancel(item.key)}
                aria-label={`${item.status === 'uploading' ? 'Cancel upload of' : 'Remove'} ${item.file.name || 'pasted image'}`}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AttachmentGrid
        attachments={saved}
        actions={(a) => (
          <AttachmentActions attachment={a}>
            {entryId && <AttachmentMove entryId={entryId} attachments={saved} attachment={a} />}
            {a.kind === 'audio' && (
              <MemoTranscript attachmentId={a.id} isPrivate={isPrivate} onInsert={onTranscript} />
            )}
          </AttachmentActions>
        )}
      />
    </section>
  );
}

/**
 * A button that opens the system's file chooser (or its camera, with `capture`) through a hidden
 * input named by `label`; what is picked goes to `onFiles`, and the input is cleared for the next pick.
 */
function PickFilesButton({
  label,
  onFiles,
  children,
  ...input
}: { label: string; onFiles: (files: File[]) => void; children: ReactNode } & Pick<
  ComponentProps<'input'>,
  'accept' | 'multiple' | 'capture'
>) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => ref.current?.click()}>
        {children}
      </Button>
      <input
        ref={ref}
        type="file"
        {...input}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </>
  );
}
