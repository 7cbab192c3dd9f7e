import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Alert({
  title,
  children,
  tone = 'info',
  className,
}: {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'destructive';
  className?: string;
}) {
  const Icon = tone === 'destructive' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border p-4 text-sm',
        tone === 'destructive' ? 'border-destructive/40 bg-destructive/5' : 'bg-muted/60',
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-5 shrink-0', tone === 'destructive' && 'text-destructive')}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className={cn('font-semibold', tone === 'destructive' && 'text-destructive')}>{title}</p>
        {children}
      </div>
    </div>
  );
}
