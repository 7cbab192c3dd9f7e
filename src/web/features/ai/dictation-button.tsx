import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { transcribe } from '../../api/ai.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { dictationProblem } from './dictation-errors.ts';
import { insertAt } from './insert-at-cursor.ts';
import { useAiSettings } from './use-ai-settings.ts';

// The Web Speech API is not in TypeScript's DOM library; this is the part we use.
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionClass = new () => Recognition;

const speechRecognition = (): RecognitionClass | undefined => {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
};

/**
 * A microphone for the textarea `targetId`: the browser's speech recognition where it has one,
 * otherwise recording sent to the server when it can transcribe, otherwise nothing is shown.
 * Each transcript goes in at the cursor through `onText` (the new whole value).
 */
export function DictationButton({ targetId, onText }: { targetId: string; onText: (value: string) => void }) {
  const settings = useAiSettings();
  const [active, setActive] = useState(false);
  const [busy, setBusy] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  const Speech = typeof window === 'undefined' ? undefined : speechRecognition();
  const canRecord =
    settings.data?.ai_enabled === true &&
    settings.data.can_transcribe &&
    typeof MediaRecorder !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia);
  if (!Speech && !canRecord) return null;

  const insert = (text: string) => {
    const el = document.getElementById(targetId) as HTMLTextAreaElement | null;
    if (!el) return;
    const next = insertAt(el.value, el.selectionStart ?? el.value.length, text);
    onText(next.value);
    requestAnimationFrame(() => el.setSelectionRange(next.cursor, next.cursor));
  };

  const listen = (Recognizer: RecognitionClass) => {
    const rec = new Recognizer();
    rec.lang = navigator.language || 'en-US';
    rec.continuous = true;
    rec.interimResults = false;
    rec.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal) insert(result[0].transcript);
      }
    };
    rec.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      const problem = dictationProblem(event.error);
      toast.error(problem.title, { description: problem.description });
    };
    rec.onend = () => setActive(false);
    rec.start();
    stopRef.current = () => rec.stop();
    setActive(true);
  };

  const record = async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      for (const track of stream.getTracks()) track.stop();
      setActive(false);
      setBusy(true);
      try {
        insert((await transcribe(new Blob(chunks, { type: recorder.mimeType }))).text);
      } catch (error) {
        toast.error('Could not transcribe', { description: errorMessage(error) });
      } finally {
        setBusy(false);
      }
    };
    recorder.start();
    stopRef.current = () => recorder.state !== 'inactive' && recorder.stop();
    setActive(true);
  };

  const toggle = () => {
    if (active) {
      stopRef.current?.();
      return;
    }
    if (Speech) listen(Speech);
    else
      record().catch((error: unknown) => {
        const problem = dictationProblem(error instanceof DOMException ? error.name : undefined);
        toast.error(problem.title, { description: problem.description });
      });
  };

  return (
    <Button
      type="button"
      variant={active ? 'destructive' : 'outline'}
      size="sm"
      disabled={busy}
      aria-pressed={active}
      onClick={toggle}
    >
      {active ? <Square aria-hidden /> : <Mic aria-hidden />}
      {busy ? 'Transcribing...' : active ? 'Stop dictation' : 'Dictate'}
    </Button>
  );
}
