import { type NotificationMessage, plainText } from './message.ts';

export interface WebhookRequest {
  body: string;
  headers: Record<string, string>;
}

/**
 * A reminder as a webhook POST. `json`: the whole message for people's own automations. `ntfy`:
 * the topic URL's publish format, the title in the Title header, the text as the body and the
 * app link as the Click action (https://docs.ntfy.sh/publish/).
 */
export function webhookRequest(message: NotificationMessage, format: 'json' | 'ntfy'): WebhookRequest {
  if (format === 'ntfy')
    return {
      body: plainText(message),
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        // Header values are Latin-1: ntfy reads RFC 2047 encoded words for anything else.
        title: `=?UTF-8?B?${Buffer.from(message.title).toString('base64')}?=`,
        click: message.url,
        tags: 'calendar',
      },
    };
  return {
    body: JSON.stringify({
      source: 'memento',
      kind: message.kind,
      title: message.title,
      message: message.body,
      date: message.localDate,
      url: message.url,
      items: message.items,
    }),
    headers: { 'content-type': 'application/json' },
  };
}
