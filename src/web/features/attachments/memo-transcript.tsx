import { useMutation } from '@tanstack/react-query';
import { FileAudio } from 'lucide-react';
import { transcribeAttachment } from '../../api/attachments.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { useAiSettings } from '../ai/use-ai-settings.ts';
import { TileButton } from './tile-button.tsx';

/**
 * Offers a voice memo's transcript for the entry's content, where the server has a transcription
 * endpoint and AI is on. A private entry never offers it: its memos are not sent out.
 */
export function MemoTranscript({
  attachmentId,
  isPrivate,
  onInsert,
}: {
  attachmentId: string;
  isPrivate: boolean;
  onInsert: (text: string) => void;
}) {
  const settings = useAiSettings();
  const transcript = useMutation({
    mutationFn: () => transcribeAttachment(attachmentId),
    onError: (error) =>
      toast.error('The memo could not be transcribed', { description: errorMessage(error) }),
  });
  if (isPrivate || !settings.data?.ai_enabled || !settings.data.can_transcribe) return null;
  if (!transcript.data)
    return (
      <TileButton disabled={transcript.isPending} onClick={() => transcript.mutate()}>
        <FileAudio aria-hidden /> {transcript.isPending ? 'Transcribing...' : 'Transcribe'}
      </TileButton>
    );
  const { text } = transcript.data;
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border bg-muted/40 p-2 text-sm">
      <p className="line-clamp-4">{text || 'No words were heard.'}</p>
      {text && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => {
            onInsert(text);
            transcript.reset();
            toast.success('Transcript inserted');
          }}
        >
          Insert into content
        </Button>
      )}
    </div>
  );
}
