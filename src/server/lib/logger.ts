import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout; secrets never reach them (see redact). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'memento' },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
