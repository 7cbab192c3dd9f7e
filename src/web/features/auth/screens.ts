/** The screens of `/auth/*` (PRODUCT-SPEC section 2). */
export type Screen = 'sign-in' | 'sign-up' | 'forgot' | 'reset';

/** Sign-up shows when the path or query mentions sign-up or signup (PRODUCT-SPEC section 2). */
export function screenFor(pathname: string, search: string): Screen {
  if (pathname.startsWith('/auth/forgot-password')) return 'forgot';
  if (pathname.startsWith('/auth/reset-password')) return 'reset';
  return /sign-?up/i.test(`${pathname}${search}`) ? 'sign-up' : 'sign-in';
}

/** Each screen's title and subtitle. */
export const titles: Record<Screen, [string, string]> = {
  'sign-in': ['Welcome back', 'Sign in to your journal.'],
  'sign-up': ['Create your account', 'Start capturing the moments that matter.'],
  forgot: ['Forgot password?', 'We will email you a link to set a new one.'],
  reset: ['Set a new password', 'Choose a password you have not used here before.'],
};
