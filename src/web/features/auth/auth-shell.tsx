import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The centred card every auth screen sits in, with the brand above it. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-10">
      <Link to="/landing" className="mb-6 flex items-center gap-2 text-xl font-semibold tracking-tight">
        <img src="/favicon.svg" alt="" className="size-8" />
        Memento
      </Link>
      <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <div className="mt-1 text-sm text-muted-foreground">{subtitle}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
