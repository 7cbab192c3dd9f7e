/** The error object Better Auth's client returns, and anything thrown on the way. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
}

/**
 * What every identity call may meet whatever it asked: the service down or unreachable (it is
 * named as the page knows it: 'sign-in', 'account'), or too many attempts.
 */
export function serviceFailure(status: number, service: string): string | undefined {
  if (status === 0 || status === 502 || status === 503 || status === 504) {
    return `The ${service} service is unavailable right now. Please try again in a moment.`;
  }
  if (status === 429) return 'Too many attempts. Please wait a minute, then try again.';
  return undefined;
}

/** Plain words for what the identity service answered (PRODUCT-SPEC section 8). */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  const status = error?.status ?? 0;
  const code = error?.code ?? '';
  const failure = serviceFailure(status, 'sign-in');
  if (failure) return failure;
  // Two-factor answers 401 too, so its codes are told apart before the generic 401 below.
  if (code === 'INVALID_BACKUP_CODE') return 'That backup code is not valid or was already used.';
  if (
    code === 'INVALID_CODE' ||
    code === 'INVALID_TWO_FACTOR_COOKIE' ||
    code.includes('TOTP') ||
    code.includes('OTP')
  ) {
    return 'That code is not valid. Check your authenticator app and try again.';
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || status === 401) {
    return 'Invalid email or password.';
  }
  if (code === 'INVALID_PASSWORD') return 'That password is not right.';
  if (code === 'PASSWORD_TOO_SHORT') return 'That password is too weak: it needs at least 8 characters.';
  if (code === 'PASSWORD_TOO_LONG') return 'That password is too long: use at most 128 characters.';
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return 'An account with this email already exists. Sign in instead.';
  }
  if (code === 'INVALID_TOKEN') return 'This reset link is invalid or has expired. Ask for a new one.';
  return error?.message || 'Something went wrong. Please try again.';
}

/** Runs a Better Auth client call and turns both kinds of failure into one readable message. */
export async function callAuth<T>(
  action: () => Promise<{ data: T | null; error: AuthClientError | null }>,
): Promise<{ data: T | null; error: string | null; status: number }> {
  try {
    const { data, error } = await action();
    if (error) return { data: null, error: authErrorMessage(error), status: error.status ?? 0 };
    return { data, error: null, status: 200 };
  } catch {
    return { data: null, error: authErrorMessage({ status: 0 }), status: 0 };
  }
}
