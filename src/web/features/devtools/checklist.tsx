import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface CheckItem {
  label: string;
  ok: boolean;
}

/** The configuration checklist: each line green when it holds, red when it does not (yet). */
export function Checklist({ items }: { items: CheckItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map(({ label, ok }) => {
        const Icon = ok ? CircleCheck : CircleX;
        return (
          <li
            key={label}
            data-ok={ok}
            className={cn('flex items-center gap-2 text-sm', ok ? 'text-success' : 'text-destructive')}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span className="text-foreground">{label}</span>
            <span className="sr-only">{ok ? 'passes' : 'fails'}</span>
          </li>
        );
      })}
    </ul>
  );
}
