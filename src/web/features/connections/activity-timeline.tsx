import { format, parse } from 'date-fns';

/** Entries per month over the last year as a small bar chart (plain CSS; no chart library). */
export function ActivityTimeline({ months }: { months: { month: string; count: number }[] }) {
  const most = Math.max(1, ...months.map((m) => m.count));
  const total = months.reduce((sum, m) => sum + m.count, 0);
  return (
    <figure className="flex flex-col gap-2">
      <ol
        aria-label={`Entries per month over the last year: ${total} in all`}
        className="flex h-28 items-end gap-1 sm:gap-2"
      >
        {months.map((m) => {
          const date = parse(m.month, 'yyyy-MM', new Date());
          return (
            <li
              key={m.month}
              className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              aria-label={`${format(date, 'MMMM yyyy')}: ${m.count} ${m.count === 1 ? 'entry' : 'entries'}`}
              title={`${format(date, 'MMMM yyyy')}: ${m.count}`}
            >
              <span aria-hidden className="text-[10px] text-muted-foreground tabular-nums">
                {m.count > 0 ? m.count : ''}
              </span>
              <span
                aria-hidden
                className={m.count > 0 ? 'w-full rounded-t bg-primary' : 'w-full rounded-t bg-muted'}
                style={{ height: `${Math.max(4, (m.count / most) * 100)}%` }}
              />
              <span aria-hidden className="text-[10px] text-muted-foreground">
                {format(date, 'MMMMM')}
              </span>
            </li>
          );
        })}
      </ol>
      <figcaption className="text-xs text-muted-foreground">
        {format(parse(months[0]?.month ?? '', 'yyyy-MM', new Date()), 'MMM yyyy')} to{' '}
        {format(parse(months[months.length - 1]?.month ?? '', 'yyyy-MM', new Date()), 'MMM yyyy')}
      </figcaption>
    </figure>
  );
}
