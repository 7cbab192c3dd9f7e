import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

/** One card of the settings page: a titled region a screen reader can jump to. */
export function SettingsSection({
  id,
  title,
  description,
  action,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description?: string;
  /** Shown at the right of the title (a status badge, say). */
  action?: ReactNode;
  tone?: 'default' | 'destructive';
  children: ReactNode;
}) {
  return (
    <Card
      id={id}
      role="region"
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20', tone === 'destructive' && 'border-destructive/40')}
    >
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={`${id}-title`} className={cn(tone === 'destructive' && 'text-destructive')}>
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
