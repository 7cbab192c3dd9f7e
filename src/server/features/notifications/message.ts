import type { NotificationKind } from '../../../shared/schemas/notifications.ts';

/** One item a reminder points at: a memory, a connection, a digest. */
export interface MessageItem {
  title: string;
  /** A calendar day or a description of when, as shown to the person. */
  when?: string;
  url: string;
}

/**
 * What one reminder says, independent of the channel: each channel renders it its own way
 * (email text and HTML, a push payload, webhook JSON, an ntfy title and body). Built from the
 * person's own data as that person; never private entries' content, never AI text.
 */
export interface NotificationMessage {
  kind: NotificationKind;
  /** One line: the email subject, the push and ntfy title. */
  title: string;
  /** A few sentences of plain text. */
  body: string;
  items: MessageItem[];
  /** Where in the app to go from here. */
  url: string;
  /** The person's local day the reminder is for. */
  localDate: string;
}

export const kindNames: Record<NotificationKind, string> = {
  important_dates: 'Important dates',
  keep_in_touch: 'Keep in touch',
  journaling: 'Journaling reminder',
  weekly_digest: 'Weekly digest',
};

/** The plain-text rendering shared by email text, push bodies and ntfy messages. */
export function plainText(message: NotificationMessage): string {
  const items = message.items.map((i) => `- ${i.title}${i.when ? ` (${i.when})` : ''}: ${i.url}`);
  return [message.body, ...(items.length ? ['', ...items] : []), '', `Open Memento: ${message.url}`].join(
    '\n',
  );
}
