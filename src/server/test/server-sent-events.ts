import { createParser } from 'eventsource-parser';

export interface SentEvent {
  event: string;
  data: unknown;
}

/** The events of a whole server-sent-events body, each with its JSON data parsed. */
export function sentEvents(body: string): SentEvent[] {
  const events: SentEvent[] = [];
  const parser = createParser({
    onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }),
  });
  parser.feed(body);
  return events;
}

/** The text a reader saw while the events arrived, after each text event in turn. */
export function textsSeen(events: SentEvent[]): string[] {
  const seen: string[] = [];
  let text = '';
  for (const { event, data } of events) {
    if (event !== 'text') continue;
    const d = data as { delta?: string; text?: string };
    text = d.text ?? `${text}${d.delta ?? ''}`;
    seen.push(text);
  }
  return seen;
}
