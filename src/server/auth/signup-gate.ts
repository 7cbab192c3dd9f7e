import type { Db } from '../db/client.ts';
import { addToWaitlist, findWaitlisted } from './queries.ts';

export interface SignupRefusal {
  code: 'SIGNUP_CLOSED' | 'WAITLISTED';
  message: string;
}

/**
 * Decides whether a sign-up may go ahead under SIGNUP_MODE. In waitlist mode the address is
 * recorded and refused until an operator approves it (`npm run cli -- users:approve`).
 */
export async function checkSignupAllowed(
  db: Db,
  mode: 'open' | 'waitlist' | 'closed',
  body: unknown,
): Promise<SignupRefusal | null> {
  if (mode === 'open') return null;
  if (mode === 'closed') {
    return {
      code: 'SIGNUP_CLOSED',
      message: 'Sign-up is closed on this Memento. Ask its operator for an account.',
    };
  }
  const { email, name } = (body ?? {}) as { email?: unknown; name?: unknown };
  if (typeof email !== 'string' || !email.includes('@')) return null; // Better Auth reports the bad email
  const address = email.trim().toLowerCase();
  const row = await findWaitlisted(db, address);
  if (row?.approvedAt) return null;
  if (!row) await addToWaitlist(db, address, typeof name === 'string' ? name.slice(0, 100) : null);
  return {
    code: 'WAITLISTED',
    // No address in the message: Better Auth logs a hook's refusal, and logs never hold contact details.
    message: 'You are on the waitlist. We will write to you as soon as your account is ready.',
  };
}
