import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border bg-card shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

/** A card with a title above its content. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * A titled card with a list as its content, or a line saying `empty` while `items` has none; the
 * list is rendered only when there is something in it.
 */
export function ListCard({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: readonly unknown[];
  empty: string;
  children: () => ReactNode;
}) {
  return (
    <TitledCard title={title}>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : children()}
    </TitledCard>
  );
}
