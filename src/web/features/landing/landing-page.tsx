import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { planCards } from '../../../shared/plans.ts';
import { getMeta } from '../../api/endpoints.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAccount } from '../../auth/account.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { benefits, type Feature, steps, superpowers } from './landing-content.ts';

/** The public marketing page (`/landing`): needs no data to paint; the account only changes the CTA. */
export default function LandingPage() {
  const { user } = useAccount();
  const cta = user ? { to: '/dashboard', label: 'Go to Dashboard' } : { to: '/auth', label: 'Get Started' };
  return (
    <div className="min-h-dvh pb-24 md:pb-0">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to="/landing" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-8" />
          Memento
        </Link>
        <Button asChild variant={user ? 'default' : 'outline'}>
          <Link to={cta.to}>{user ? cta.label : 'Sign in'}</Link>
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

        <Section id="plans" title="Plans for every journal" tinted>
          <Plans />
        </Section>
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-8 text-sm text-muted-foreground sm:px-6">
          <p>© {new Date().getFullYear()} Memento. Your memories stay yours.</p>
          <nav aria-label="Footer" className="flex gap-4">
            <Link to="/auth" className="hover:text-foreground">
              Sign in
            </Link>
            <Link to="/auth/sign-up" className="hover:text-foreground">
              Create an account
            </Link>
          </nav>
        </div>
      </footer>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 p-3 backdrop-blur md:hidden">
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

/** Free and Pro lead to sign-up; Admin's 'Contact Us' writes to the instance's contact address. */
function Plans() {
  const meta = useQuery({ queryKey: queryKeys.meta, queryFn: getMeta, staleTime: Number.POSITIVE_INFINITY });
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {planCards.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
            plan.highlighted && 'border-primary ring-2 ring-primary/30',
          )}
        >
          <h3 className="text-lg font-semibold">{plan.name}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
          <p className="mt-4">
            <span className="text-4xl font-bold">{plan.price}</span>
            {plan.period && <span className="text-muted-foreground">{plan.period}</span>}
          </p>
          <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-6" variant={plan.highlighted ? 'default' : 'outline'}>
            {plan.id === 'admin' && meta.data ? (
              <a
                href={`mailto:${meta.data.contact_email}?subject=${encodeURIComponent('Memento for our team')}`}
              >
                {plan.cta}
              </a>
            ) : (
              <Link to="/auth">{plan.cta}</Link>
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}
