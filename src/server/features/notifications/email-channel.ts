import type { Mail } from '../../lib/mailer.ts';
import { kindNames, type NotificationMessage, plainText } from './message.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A reminder as email: plain text and a simple HTML alternative, with a one-click unsubscribe
 * link for this kind (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post, which mail
 * providers show as an "Unsubscribe" button and POST to).
 */
export function reminderMail(to: string, message: NotificationMessage, unsubscribeUrl: string): Mail {
  const stop = `Stop these emails (${kindNames[message.kind]}): ${unsubscribeUrl}`;
  const items = message.items
    .map(
      (i) =>
        `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a>${i.when ? ` <span style="color:#666">${escapeHtml(i.when)}</span>` : ''}</li>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:560px">',
    `<h1 style="font-size:18px">${escapeHtml(message.title)}</h1>`,
    ...message.body.split('\n').map((p) => `<p>${escapeHtml(p)}</p>`),
    items ? `<ul>${items}</ul>` : '',
    `<p><a href="${escapeHtml(message.url)}">Open Memento</a></p>`,
    `<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a> (${escapeHtml(kindNames[message.kind])}). You can change every reminder in Settings.</p>`,
    '</body></html>',
  ].join('');
  return {
    to,
    subject: message.title,
    text: `${plainText(message)}\n\n${stop}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
