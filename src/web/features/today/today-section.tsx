import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { todayQuery } from '../../api/today.ts';
import { useAccount } from '../../auth/account.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { todayOpenKey } from '../entries/dashboard-reads.ts';
import { ComingUpBlock, OnThisDayBlock, ReachOutBlock } from './today-blocks.tsx';
import { formatLongDay } from './today-display.ts';
import { useRememberedOpen } from './use-remembered-open.ts';

/**
 * Today's days are the profile's: read before the profile sync (dashboard-reads.ts), they may be
 * UTC's while the sync was only then setting the profile's first time zone; read them again once.
 */
function useSameTimeZone(today: { data?: { time_zone: string }; refetch: () => unknown }) {
  const zone = useAccount().profile?.time_zone;
  const asked = useRef(false);
  const { data, refetch } = today;
  useEffect(() => {
    if (!data || !zone || data.time_zone === zone || asked.current) return;
    asked.current = true;
    void refetch();
  }, [data, zone, refetch]);
}

/** The top of the dashboard: On this day, Coming up and Reach out, collapsible and remembered. */
export function TodaySection() {
  const [open, toggle] = useRememberedOpen(todayOpenKey);
  const today = useQuery({ ...todayQuery(), enabled: open });
  useSameTimeZone(today);
  return (
    <section aria-labelledby="today-title" className="mb-8">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="today-title" className="flex flex-wrap items-baseline gap-x-3 text-xl font-semibold">
          Today
          {today.data && (
            <span className="text-sm font-normal text-muted-foreground">
              {formatLongDay(today.data.date)}
            </span>
          )}
        </h2>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="today-blocks" onClick={toggle}>
          <ChevronDown aria-hidden className={cn('transition-transform', !open && '-rotate-90')} />
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      {open && (
        <div id="today-blocks">
          <QueryState
            query={today}
            errorTitle="Could not load Today"
            loading={
              <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
                <p className="sr-only">Loading Today...</p>
                {['a', 'b', 'c'].map((k) => (
                  <SkeletonBlock key={k} className="h-44 rounded-xl" />
                ))}
              </div>
            }
          >
            {(blocks) => (
              <div className="grid gap-4 md:grid-cols-3">
                <OnThisDayBlock {...blocks.on_this_day} />
                <ComingUpBlock items={blocks.coming_up} />
                <ReachOutBlock items={blocks.reach_out} total={blocks.reach_out_total} />
              </div>
            )}
          </QueryState>
        </div>
      )}
    </section>
  );
}
