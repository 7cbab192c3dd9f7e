import ICAL from 'ical.js';

export interface ExpandedEvent {
  uid: string;
  summary: string;
  url: string;
  allDay: boolean;
  /** Occurrence days (YYYY-MM-DD) from `from` up to and including `to`. */
  days: string[];
}

/** Parses an iCalendar text with ical.js (a third-party reader) and expands each event's recurrences. */
export function expandIcs(text: string, from: string, to: string): ExpandedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const days: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const day = next.toString().slice(0, 10);
      if (day > to) break;
      if (day >= from) days.push(day);
    }
    return {
      uid: event.uid,
      summary: event.summary,
      url: String(component.getFirstPropertyValue('url')),
      allDay: event.startDate.isDate,
      days,
    };
  });
}
