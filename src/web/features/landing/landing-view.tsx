import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { benefits, type Feature, steps, superpowers } from './landing-content.ts';
import { LandingPlans, type PlansShown } from './landing-plans.tsx';

export interface LandingViewProps {
  signedIn: boolean;
  plans: PlansShown;
  /** The footer's year: a number in the app; a placeholder the server fills in the prerendered page. */
  year: number | string;
}

/**
 * The public marketing page (`/landing`) from plain values, with no hooks of its own: the app draws
 * it with the account and the instance's settings (landing-page.tsx), the build renders it ahead of
 * time as static HTML for visitors (prerender.tsx). Its links are router links; in the static page
 * they are plain links that load the app.
 */
export function LandingView({ signedIn, plans, year }: LandingViewProps) {
  // A first-time visitor who presses 'Get Started' wants an account; 'Sign in' links keep going to sign-in.
  const cta = signedIn
    ? { to: '/dashboard', label: 'Go to Dashboard' }
    : { to: '/auth/sign-up', label: 'Get Started' };
  return (
    <div className="min-h-dvh pb-24 md:pb-0">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to="/landing" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-8" />
          Memento
        </Link>
        <Button asChild variant={signedIn ? 'default' : 'outline'}>
          <Link to={signedIn ? cta.to : '/auth'}>{signedIn ? cta.label : 'Sign in'}</Link>
        </Button>
      </header>
      <main>
        <section className="mx-auto max-w-6xl px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-16">
          <p className="mx-auto mb-4 w-fit rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            Capture. Organize. Remember. Reflect.
          </p>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Your memories and relationships, kept with care
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-balance">
            Memento is a private journal for the moments, people and ideas in your life, with honest
            reflective digests of your weeks and years.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={cta.to}>
                {cta.label} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
        </section>

        <Section id="benefits" title="Everything a thoughtful journal needs">
          <FeatureGrid items={benefits} columns="sm:grid-cols-2 lg:grid-cols-3" />
        </Section>

        <Section id="supercharged" title="Your journal, supercharged" tinted>
          <p className="mx-auto -mt-4 mb-10 max-w-2xl text-center text-muted-foreground">
            Memento links every moment to the people and ideas it touches, then helps you see the patterns.
          </p>
          <FeatureGrid items={superpowers} columns="md:grid-cols-3" />
        </Section>

        <Section id="how-it-works" title="How it works">
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title} className="rounded-xl border bg-card p-6">
                <span className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <LandingPlans cta={cta} plans={plans} />
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-8 text-sm text-muted-foreground sm:px-6">
          <p>© {year} Memento. Your memories stay yours.</p>
          <nav aria-label="Footer" className="flex gap-4">
            {signedIn ? (
              <Link to="/dashboard" className="hover:text-foreground">
                Go to Dashboard
              </Link>
            ) : (
              <>
                <Link to="/auth" className="hover:text-foreground">
                  Sign in
                </Link>
                <Link to="/auth/sign-up" className="hover:text-foreground">
                  Create an account
                </Link>
              </>
            )}
          </nav>
        </div>
      </footer>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur md:hidden">
        <Button asChild size="lg" className="w-full">
          <Link to={cta.to}>{cta.label}</Link>
        </Button>
      </div>
    </div>
  );
}

function Section({
  id,
  title,
  tinted,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('py-16', tinted && 'bg-muted/50')}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="mb-10 text-center text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function FeatureGrid({ items, columns }: { items: Feature[]; columns: string }) {
  return (
    <ul className={cn('grid gap-6', columns)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
          <Icon aria-hidden className="size-8 rounded-lg bg-accent p-1.5 text-accent-foreground" />
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
