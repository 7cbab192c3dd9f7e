const causes = (err: unknown): unknown[] => {
  const out: unknown[] = [];
  for (let e = err; e && out.length < 5; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
};

/** The PostgreSQL error code (SQLSTATE) of a failed statement, looking through Drizzle's wrapper. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of causes(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The messages of the error and its causes, for telling apart errors that share a code. */
export const sqlMessagesOf = (err: unknown): string =>
  causes(err)
    .map((e) => (e instanceof Error ? e.message : String(e)))
    .join(' | ');

export const UNIQUE_VIOLATION = '23505';
export const INVALID_PARAMETER_VALUE = '22023';
