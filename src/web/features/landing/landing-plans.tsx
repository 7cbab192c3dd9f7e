import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { includedFeatures, planCards } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

function FeatureList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('mt-6 flex flex-1 flex-col gap-2 text-sm', className)}>
      {items.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** A server that bills shows its plans (Admin's 'Contact Us' writes to its address); one without, what Memento includes. */
export type PlansShown = { billing: true; contactEmail?: string } | { billing: false };

/**
 * The landing page's plan section. A server that bills shows the plans and prices; one without
 * billing (the self-hosted default) limits nothing, so it shows what Memento includes and never
 * suggests paying (decision 014).
 */
export function LandingPlans({ cta, plans }: { cta: { to: string; label: string }; plans: PlansShown }) {
  const { billing } = plans;
  return (
    <section id="plans" aria-labelledby="plans-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="plans-title" className="mb-10 text-center text-3xl font-bold tracking-tight">
          {billing ? 'Plans for every journal' : 'What Memento includes'}
        </h2>
        {billing ? (
          <PlanCards contactEmail={plans.billing ? plans.contactEmail : undefined} />
        ) : (
          <div className="mx-auto flex max-w-2xl flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">Everything, for everyone on this server</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              This Memento runs on its own server: every feature is on and nothing is limited.
            </p>
            <FeatureList items={includedFeatures} className="sm:grid sm:grid-cols-2" />
            <Button asChild className="mt-6 self-start">
              <Link to={cta.to}>{cta.label}</Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Free and Pro lead to sign-up; Admin's 'Contact Us' writes to the instance's contact address. */
function PlanCards({ contactEmail }: { contactEmail?: string }) {
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
          <FeatureList items={plan.features} />
          <Button asChild className="mt-6" variant={plan.highlighted ? 'default' : 'outline'}>
            {plan.id === 'admin' && contactEmail ? (
              <a href={`mailto:${contactEmail}?subject=${encodeURIComponent('Memento for our team')}`}>
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
