import pino from 'pino';
import pretty from 'pino-pretty';
import { serializeError } from './log-safe-error.ts';

export type Logger = pino.Logger;

export type LogFormat = 'json' | 'pretty';

export interface LoggerOptions {
  level: string;
  /** JSON lines for machines (default), or one readable line per event for people. */
  format?: LogFormat;
  /** Where lines go; stdout by default (tests capture them). */
  destination?: pino.DestinationStream;
}

/** Structured logs on stdout; secrets and what people wrote never reach them (redact, serializeError). */
export function createLogger({ level, format = 'json', destination }: LoggerOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'memento' },
    serializers: { err: serializeError, error: serializeError },
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
  };
  if (format === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(options, prettyStream(destination));
}

function prettyStream(destination: pino.DestinationStream | undefined) {
  return pretty({
    sync: true,
    colorize: !destination && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    singleLine: true,
    ...(destination ? { destination } : {}),
  });
}
