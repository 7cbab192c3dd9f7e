import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { localDate } from '../../../shared/schemas/time-zone.ts';
import { onThisDayQuery } from '../../api/today.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LabelledInput } from '../../components/ui/form-fields.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { RecalledEntry } from './today-blocks.tsx';
import { formatLongDay } from './today-display.ts';

/** The day before or after a 'YYYY-MM-DD' day. */
function shiftDay(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** `/on-this-day?date=YYYY-MM-DD`: every entry written on that calendar day in earlier years. */
export default function OnThisDayPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && localDate.safeParse(asked).success ? asked : undefined;
  const result = useQuery(onThisDayQuery(date));
  const shown = result.data?.date ?? date;
  const go = (next: string) => setParams({ date: next }, { replace: true });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="On this day"
        subtitle={shown ? `${formatLongDay(shown)} in earlier years.` : 'This day in earlier years.'}
      />
      <div className="mb-6 flex flex-wrap items-end gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Day before"
          disabled={!shown}
          onClick={() => shown && go(shiftDay(shown, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <LabelledInput
          id="on-this-day-date"
          label="Day"
          type="date"
          className="w-44"
          value={shown ?? ''}
          onChange={(e) => e.target.value && go(e.target.value)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label="Day after"
          disabled={!shown}
          onClick={() => shown && go(shiftDay(shown, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <QueryState
        query={result}
        errorTitle="Could not load this day"
        loading={
          <div className="flex flex-col gap-3" aria-busy="true">
            <p className="sr-only">Loading...</p>
            <SkeletonBlock className="h-16" />
            <SkeletonBlock className="h-16" />
          </div>
        }
      >
        {(day) =>
          day.items.length === 0 ? (
            <EmptyState
              icon={History}
              title="Nothing from this day yet"
              description="No entries were written on this day in earlier years. Try another day."
            />
          ) : (
            <ul
              className="flex flex-col gap-4 rounded-xl border bg-card p-5"
              aria-label="Entries from this day"
            >
              {day.items.map((item) => (
                <RecalledEntry key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
