import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/**
 * A card in a grid that opens a record's page. The title's link (CardTitleLink) stretches over the
 * whole card, so the card is one target; buttons and links raised above it (z-10) stay their own.
 */
export function LinkedCard({ className, children }: { className?: string; children: ReactNode }) {
  const card =
    'relative flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md';
  return <article className={cn(card, className)}>{children}</article>;
}

/** The card's title: a heading whose link covers its LinkedCard. */
export function CardTitleLink({
  as: Heading = 'h3',
  to,
  className,
  children,
}: {
  /** h2 right under a page's h1, h3 under a section's h2 (headings go down one step at a time). */
  as?: 'h2' | 'h3';
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Heading className={cn('font-semibold', className)}>
      <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-xl">
        {children}
      </Link>
    </Heading>
  );
}
