import { decodeJwt, decodeProtectedHeader } from 'jose';

export interface DecodedToken {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  /** The user id the token names, or null when the sub claim is missing. */
  sub: string | null;
  role: string | null;
}

/** Reads a JWT without verifying it (the server verifies); null when it cannot be decoded. */
export function decodeToken(token: string): DecodedToken | null {
  try {
    const payload = decodeJwt(token) as Record<string, unknown>;
    const header = decodeProtectedHeader(token) as Record<string, unknown>;
    return {
      header,
      payload,
      sub: typeof payload.sub === 'string' && payload.sub ? payload.sub : null,
      role: typeof payload.role === 'string' ? payload.role : null,
    };
  } catch (error) {
    console.error('Could not decode the access token', error);
    return null;
  }
}
