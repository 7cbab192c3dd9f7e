import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../lib/mailer.ts';

// Mail that tells an account's owner about something done with their address. Sent without being
// awaited by the request: the answer must not take longer (or differ) because an account exists.

export interface NoticeDeps {
  baseUrl: string;
  logger: Logger;
  mailer: Mailer;
}

function send(deps: NoticeDeps, to: string, subject: string, text: string, kind: string) {
  void deps
    .mailer({ to, subject, text })
    .catch((err) => deps.logger.error({ err, kind }, 'notice mail failed'));
}

/** Someone tried to create an account with an address that already has one. */
export function noticeSignUpWithExistingAddress(deps: NoticeDeps, email: string) {
  send(
    deps,
    email,
    'Someone tried to create a Memento account with your address',
    `Someone just tried to create a new Memento account with this email address, which already has one.\n\nIf it was you, sign in instead: ${deps.baseUrl}/auth\nForgot your password? Reset it: ${deps.baseUrl}/auth/forgot-password\n\nIf it was not you, you need not do anything: your account is unchanged.`,
    'existing-address-sign-up',
  );
}

/** The sign-in address changed: the old address hears of it, in case it was not its owner's doing. */
export function noticeEmailChanged(deps: NoticeDeps, oldEmail: string, newEmail: string) {
  send(
    deps,
    oldEmail,
    'Your Memento email address was changed',
    `The email address you sign in to Memento with was changed to ${newEmail}.\n\nIf you did not do this, reset your password at once (${deps.baseUrl}/auth/forgot-password) and write to the operator of this Memento.`,
    'email-changed',
  );
}
