import { Mic, Pause, Play, Save, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';

type State = 'idle' | 'recording' | 'paused';

/** The recorder's formats in order of preference; the server reads the type from the bytes anyway. */
const mimeType = () =>
  ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'].find((t) => MediaRecorder.isTypeSupported(t)) ?? '';

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  audio: AudioContext;
  chunks: Blob[];
  /** Recorded time before the current stretch, and when the current stretch began. */
  banked: number;
  since: number | null;
  frame: number;
}

/**
 * Records a voice memo in the browser (MediaRecorder) with a running timer and an input level
 * meter; it can pause, resume, be discarded, or be saved as a file handed to `onRecorded`.
 */
export function VoiceRecorder({ onRecorded }: { onRecorded: (file: File) => void }) {
  const [state, setState] = useState<State>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const session = useRef<Session | null>(null);

  const stopAll = useCallback(() => {
    const s = session.current;
    if (!s) return;
    session.current = null;
    cancelAnimationFrame(s.frame);
    s.stream.getTracks().forEach((t) => {
      t.stop();
    });
    void s.audio.close();
    setState('idle');
    setElapsed(0);
    setLevel(0);
  }, []);
  useEffect(() => () => stopAll(), [stopAll]);

  // The timer reads the clock rather than counting ticks, so a pause or a slow tab never skews it.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const s = session.current;
      if (s?.since != null) setElapsed(s.banked + performance.now() - s.since);
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      toast.error('The microphone is not available', {
        description: 'Allow Memento to use the microphone in your browser, then try again.',
      });
      return;
    }
    const type = mimeType();
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 512;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const s: Session = { recorder, stream, audio, chunks: [], banked: 0, since: performance.now(), frame: 0 };
    const meter = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const v of samples) sum += ((v - 128) / 128) ** 2;
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 3));
      s.frame = requestAnimationFrame(meter);
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) s.chunks.push(event.data);
    };
    session.current = s;
    recorder.start(250);
    meter();
    setState('recording');
  };

  const pause = () => {
    const s = session.current;
    if (!s || s.since === null) return;
    s.recorder.pause();
    s.banked += performance.now() - s.since;
    s.since = null;
    setElapsed(s.banked);
    setState('paused');
  };
  const resume = () => {
    const s = session.current;
    if (!s) return;
    s.recorder.resume();
    s.since = performance.now();
    setState('recording');
  };
  const save = () => {
    const s = session.current;
    if (!s) return;
    s.recorder.onstop = () => {
      const type = s.recorder.mimeType.split(';')[0] || 'audio/webm';
      const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ').replace(':', '.');
      onRecorded(
        new File(s.chunks, `Voice memo ${stamp}.${type === 'audio/mp4' ? 'm4a' : 'webm'}`, { type }),
      );
    };
    s.recorder.stop();
    stopAll();
  };

  if (state === 'idle')
    return (
      <Button type="button" variant="outline" onClick={() => void start()}>
        <Mic aria-hidden /> Record voice memo
      </Button>
    );
  return (
    <section
      aria-label="Voice memo recorder"
      className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <span className="inline-flex items-center gap-2 text-sm font-medium">
        <span
          aria-hidden
          className={`size-2.5 rounded-full ${state === 'recording' ? 'animate-pulse bg-destructive' : 'bg-muted-foreground'}`}
        />
        {state === 'recording' ? 'Recording' : 'Paused'}
        <span className="sr-only">time</span>
        <span data-testid="recording-time" className="tabular-nums">
          {clock(elapsed)}
        </span>
      </span>
      <meter aria-label="Input level" min={0} max={1} value={level} className="h-2 w-24" />
      <div className="ml-auto flex flex-wrap gap-2">
        {state === 'recording' ? (
          <Button type="button" size="sm" variant="outline" onClick={pause}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : (
          <Button type="button" size="sm" variant="outline" onClick={resume}>
            <Play aria-hidden /> Resume
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={stopAll}>
          <Trash2 aria-hidden /> Discard
        </Button>
        <Button type="button" size="sm" onClick={save}>
          <Save aria-hidden /> Save memo
        </Button>
      </div>
    </section>
  );
}
