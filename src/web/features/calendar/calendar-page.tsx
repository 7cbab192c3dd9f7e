import { useQuery } from '@tanstack/react-query';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { CalendarDays, MousePointerClick, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './calendar.css';
import { calendarQuery } from '../../api/calendar.ts';
import { localTimeZone } from '../../api/entries.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { formatLongDate } from '../entries/entry-display.ts';
import { EntryGrid } from '../entries/entry-grid.tsx';

const dayKey = (d: Date) => format(d, 'yyyy-MM-dd');

/** Busy days get darker: 1 entry, 2 or 3, then 4 or more. */
const busyLevel = (count: number) => (count >= 4 ? 3 : count >= 2 ? 2 : 1);

/** `/calendar`: a month at a time, busy days highlighted, one day's entries below (PRODUCT-SPEC 'Calendar page'). */
export default function CalendarPage() {
  const [selected, setSelected] = useState<Date | undefined>(() => new Date());
  const [month, setMonth] = useState<Date>(() => new Date());
  const tz = localTimeZone();
  const from = dayKey(startOfMonth(month));
  const to = dayKey(endOfMonth(month));
  const calendar = useQuery(calendarQuery(from, to, tz));

  const modifiers = useMemo(() => {
    const levels: Record<string, Date[]> = { 'busy-1': [], 'busy-2': [], 'busy-3': [] };
    for (const day of calendar.data?.days ?? []) {
      levels[`busy-${busyLevel(day.count)}`]?.push(new Date(`${day.date}T12:00:00`));
    }
    return levels;
  }, [calendar.data]);
  const counts = new Map((calendar.data?.days ?? []).map((d) => [d.date, d.count]));
  const goToToday = () => {
    const today = new Date();
    setSelected(today);
    setMonth(today);
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Calendar"
        subtitle="Your moments, day by day."
        actions={
          <Button variant="outline" onClick={goToToday}>
            Today
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
        <Card className="h-fit self-start p-3">
          <DayPicker
            className="memento-calendar"
            mode="single"
            selected={selected}
            onSelect={setSelected}
            month={month}
            onMonthChange={setMonth}
            weekStartsOn={0}
            modifiers={modifiers}
            modifiersClassNames={{ 'busy-1': 'busy-1', 'busy-2': 'busy-2', 'busy-3': 'busy-3' }}
            labels={{
              labelDayButton: (date, mods) => {
                const count = counts.get(dayKey(date)) ?? 0;
                const base = format(date, 'EEEE, MMMM d, yyyy');
                const entries = count ? `, ${count} ${count === 1 ? 'activity' : 'activities'}` : '';
                return `${base}${entries}${mods.selected ? ', selected' : ''}`;
              },
            }}
          />
          <p className="px-2 pt-1 text-xs text-muted-foreground" aria-live="polite">
            {calendar.isError
              ? 'Busy days could not be loaded.'
              : calendar.isPending
                ? 'Loading busy days...'
                : `${calendar.data.days.reduce((n, d) => n + d.count, 0)} activities in ${format(month, 'MMMM')}`}
          </p>
        </Card>
        <section aria-labelledby="selected-day" className="min-w-0">
          {selected ? (
            <>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 id="selected-day" className="text-xl font-semibold">
                  {formatLongDate(selected)}
                </h2>
                <ButtonLink to={`/create-memento?date=${dayKey(selected)}`} size="sm">
                  <Plus aria-hidden /> New entry on this day
                </ButtonLink>
              </div>
              <EntryGrid
                filters={{ date: dayKey(selected), tz }}
                columns={1}
                empty={{ icon: CalendarDays, title: 'No activities for this date.' }}
              />
            </>
          ) : (
            <>
              <h2 id="selected-day" className="sr-only">
                No date selected
              </h2>
              <EmptyState icon={MousePointerClick} title="Select a date" />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
