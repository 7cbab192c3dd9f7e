import { sqlStateOf } from './sql-state.ts';

/**
 * A reason the server cannot start, already phrased as the one line an operator reads: what is
 * wrong and where (a path, a variable, an address). main.ts prints it and exits non-zero.
 */
export class StartupError extends Error {}

/** The errno code (`EADDRINUSE`, `ENOTDIR`...) of a system error, looking through causes. */
export function errnoOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
  }
  return undefined;
}

/** The first line of an error's message, for naming a failure whose code we do not know. */
export const firstLine = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 200) ?? 'unknown error';

/** The server's URL without its password, for naming it in a log line. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.username ? `${u.username}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

/** One line for a PostgreSQL server that could not be opened or migrated at start. */
export function databaseStartupError(err: unknown, url: string): StartupError {
  const where = `the database ${describeDatabaseUrl(url)}`;
  const state = sqlStateOf(err);
  const errno = errnoOf(err);
  if (state === '3D000')
    return new StartupError(`Invalid DATABASE_URL: ${where} does not exist (create it first)`);
  if (state === '28000' || state === '28P01')
    return new StartupError(`Invalid DATABASE_URL: ${where} refused the role or its password (${state})`);
  if ((errno && UNREACHABLE.has(errno)) || /timeout|terminated/i.test(firstLine(err)))
    return new StartupError(
      `Cannot reach ${where} (${errno ?? firstLine(err)}): is PostgreSQL running there?`,
    );
  return new StartupError(`Cannot prepare ${where}: ${state ?? errno ?? firstLine(err)}`);
}

/** One line for a port or address the HTTP server cannot listen on. */
export function listenStartupError(err: unknown, host: string, port: number): StartupError {
  const errno = errnoOf(err);
  if (errno === 'EADDRINUSE')
    return new StartupError(
      `Invalid PORT ${port}: already in use on ${host} (another server is running there)`,
    );
  if (errno === 'EACCES')
    return new StartupError(`Invalid PORT ${port}: this user may not listen on it (EACCES)`);
  return new StartupError(`Invalid HOST ${host}: cannot listen there (${errno ?? firstLine(err)})`);
}
