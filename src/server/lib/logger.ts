import { createRequire } from 'node:module';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';
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

/**
 * pino-pretty, required when the readable format is asked for: the JSON lines a server writes by
 * default never need it, and bundled it was 110 KB of code compiled at every start. Through
 * createRequire, which the server bundle leaves to run time (scripts/build-server.mjs).
 */
const loadPretty = () => createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;

function prettyStream(destination: pino.DestinationStream | undefined) {
  return loadPretty()({
    sync: true,
    colorize: !destination && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    singleLine: true,
    ...(destination ? { destination } : {}),
  });
}
