/** What a person reads when dictation stops: what happened and what to do, never the browser's code. */
export interface DictationProblem {
  title: string;
  description: string;
}

const blocked: DictationProblem = {
  title: 'The microphone is blocked',
  description:
    'Allow the microphone for this site: click the icon at the left of the address bar, set Microphone to Allow, then press Dictate again.',
};

const problems: Record<string, DictationProblem> = {
  // Speech recognition's error codes (Web Speech API) ...
  'not-allowed': blocked,
  'service-not-allowed': blocked,
  'audio-capture': {
    title: 'No microphone was found',
    description: 'Connect a microphone, or close other apps that may be using it, then press Dictate again.',
  },
  network: {
    title: 'Dictation needs a connection',
    description: "Your browser's speech service could not be reached. Check your connection and try again.",
  },
  'language-not-supported': {
    title: 'Dictation does not support your language here',
    description: 'Try another browser, or type the entry instead.',
  },
  // ... and getUserMedia's DOMException names, for recording sent to the server.
  NotAllowedError: blocked,
  SecurityError: blocked,
  NotFoundError: {
    title: 'No microphone was found',
    description: 'Connect a microphone, then press Dictate again.',
  },
  NotReadableError: {
    title: 'The microphone is busy',
    description: 'Another app is using it. Close that app, then press Dictate again.',
  },
};

/** The problem for a speech-recognition error code or a DOMException name. */
export function dictationProblem(code: string | undefined): DictationProblem {
  return (
    (code && Object.hasOwn(problems, code) ? problems[code] : undefined) ?? {
      title: 'Dictation stopped',
      description: 'Something interrupted dictation. Press Dictate to try again.',
    }
  );
}
