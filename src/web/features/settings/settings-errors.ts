import { type AuthClientError, authErrorMessage, serviceFailure } from '../auth/auth-errors.ts';

/**
 * Plain words for an identity-service failure on the settings page. Unlike the sign-in form, a 401
 * here means the session ended, not a wrong email or password.
 */
export function settingsErrorMessage(error: AuthClientError | null | undefined): string {
  const status = error?.status ?? 0;
  const failure = serviceFailure(status, 'account');
  if (failure) return failure;
  if (status === 401) return 'Your session has ended. Sign in again, then retry.';
  const code = error?.code ?? '';
  if (code === 'INVALID_PASSWORD') return 'That password is not right.';
  if (code === 'SESSION_EXPIRED' || code === 'SESSION_NOT_FRESH') {
    return 'For your safety, sign out and sign in again before making this change.';
  }
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return 'This account has no password to check.';
  if (error?.message === 'Email is the same') return 'That is already your email address.';
  return authErrorMessage(error);
}

/** Thrown by `authCall` so mutations and queries can show the message as it is. */
export class SettingsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** Runs a Better Auth client call; returns its data, or throws a SettingsError in plain words. */
export async function authCall<T>(
  action: () => Promise<{ data: T | null; error: AuthClientError | null }>,
): Promise<T> {
  let result: { data: T | null; error: AuthClientError | null };
  try {
    result = await action();
  } catch {
    throw new SettingsError(settingsErrorMessage({ status: 0 }), 0);
  }
  if (result.error) throw new SettingsError(settingsErrorMessage(result.error), result.error.status ?? 0);
  if (result.data === null)
    throw new SettingsError('The account service sent an empty answer. Please try again.', 0);
  return result.data;
}
