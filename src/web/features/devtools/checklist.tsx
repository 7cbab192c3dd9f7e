import { Circle, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A check that has not run yet is neither a pass nor a failure. */
export type CheckState = 'pass' | 'fail' | 'not-run';

export interface CheckItem {
  label: string;
  state: CheckState;
}

const looks: Record<CheckState, { icon: typeof Circle; tone: string; said: string }> = {
  pass: { icon: CircleCheck, tone: 'text-success', said: 'passes' },
  fail: { icon: CircleX, tone: 'text-destructive', said: 'fails' },
  'not-run': { icon: Circle, tone: 'text-muted-foreground', said: 'not run yet' },
};

/** The outcome of a check that may not have run: `ok` counts only once `ran` is true. */
export const checkState = (ran: boolean, ok: boolean): CheckState => (ok ? 'pass' : ran ? 'fail' : 'not-run');

/** The configuration checklist: green when a check holds, red when it failed, grey until it runs. */
export function Checklist({ items }: { items: CheckItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map(({ label, state }) => {
        const { icon: Icon, tone, said } = looks[state];
        return (
          <li
            key={label}
            data-state={state}
            data-ok={state === 'pass'}
            className={cn('flex items-center gap-2 text-sm', tone)}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span className={state === 'not-run' ? 'text-muted-foreground' : 'text-foreground'}>{label}</span>
            <span className={state === 'not-run' ? 'text-xs' : 'sr-only'}>({said})</span>
          </li>
        );
      })}
    </ul>
  );
}
