import type { Insights } from '../../../shared/schemas/insights.ts';

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The index of the largest count, or null when all are 0. */
const busiest = (counts: number[]) => {
  const max = Math.max(...counts);
  return max > 0 ? counts.indexOf(max) : null;
};

const hourLabel = (hour: number) => {
  const h = hour % 12 || 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border p-4">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** Entries per week, streaks, the busiest weekday and hour, words, and private entries. */
export function WritingHabits({
  habits,
  privateEntries,
}: {
  habits: Insights['habits'];
  privateEntries: number;
}) {
  const weekday = busiest(habits.weekdays);
  const hour = busiest(habits.hours);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label="Entries per week"
        value={habits.per_week.toLocaleString('en-US')}
        hint={`${habits.entries.toLocaleString('en-US')} in all`}
      />
      <Stat label="Current streak" value={days(habits.current_streak)} />
      <Stat label="Longest streak" value={days(habits.longest_streak)} />
      <Stat label="Words written" value={habits.words.toLocaleString('en-US')} />
      <Stat
        label="Most often on"
        value={weekday === null ? '–' : (weekdayNames[weekday] ?? '–')}
        hint={weekday === null ? undefined : `${habits.weekdays[weekday]} entries`}
      />
      <Stat
        label="Most often at"
        value={hour === null ? '–' : hourLabel(hour)}
        hint={hour === null ? undefined : `${habits.hours[hour]} entries in that hour`}
      />
      <Stat label="Private entries" value={privateEntries.toLocaleString('en-US')} hint="Counted here only" />
    </dl>
  );
}
