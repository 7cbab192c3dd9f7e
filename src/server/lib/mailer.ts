import { lazily } from './lazily.ts';
import type { Logger } from './logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML alternative of `text`. */
  html?: string;
  /** Extra headers (List-Unsubscribe on reminders). */
  headers?: Record<string, string>;
}

export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Sends over SMTP_URL when configured; otherwise writes the message to the server log, so a
 * self-hosted instance with no mail server still shows its operator the reset link.
 */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer {
  if (!smtpUrl) {
    return async (mail) => {
      logger.info(
        // Account mail only (reset links, approvals): reminders, which quote what people wrote, are
        // never sent without SMTP_URL (features/notifications/channels.ts).
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'email (no SMTP_URL set)',
      );
    };
  }
  // nodemailer (0.4 MiB) loads with the first message, not with every start.
  const transport = lazily(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return async (mail) => {
    await (await transport()).sendMail({ from, ...mail });
    logger.info({ mail: { to: mail.to, subject: mail.subject } }, 'email sent');
  };
}
