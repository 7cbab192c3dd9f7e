import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleSlash } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { billingQueries } from '../../api/billing.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { metaQuery } from '../../api/meta.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';

/**
 * /subscription-success: where Stripe Checkout returns. Verifies the session with the server,
 * which applies the plan when it is paid, and says what happened (PRODUCT-SPEC: /subscription-success
 * and the error catalogue, word for word).
 */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const meta = useQuery(metaQuery());
  const billingOff = meta.data?.billing_enabled === false;
  const verify = useQuery({
    ...billingQueries.verify(sessionId ?? ''),
    // Without billing there is nothing to verify: the page says so instead of raising an error.
    enabled: Boolean(sessionId) && meta.data?.billing_enabled === true,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // One toast per visit, however often React runs the effect.
  const told = useRef(false);

  useEffect(() => {
    if (sessionId || billingOff || told.current) return;
    told.current = true;
    toast('No subscription information', { description: 'Redirecting to dashboard' });
    navigate('/dashboard', { replace: true });
  }, [sessionId, billingOff, navigate]);

  useEffect(() => {
    if (told.current || !sessionId || verify.isPending) return;
    told.current = true;
    if (verify.isError) {
      toast.error('Error verifying subscription', {
        description: verify.error.message || 'An unknown error occurred',
      });
      return;
    }
    const { plan } = verify.data;
    if (plan === 'pro')
      toast.success('Subscription successful!', {
        description: 'You are now a Pro member. Enjoy all premium features!',
      });
    else toast('Subscription information', { description: `Your current plan is: ${plan}` });
    // The plan shows in Settings and decides the limit notices: read it again everywhere.
    void invalidate('billing');
    void invalidate('profile');
  }, [sessionId, verify.isPending, verify.isError, verify.error, verify.data, invalidate]);

  if (billingOff) {
    return (
      <ResultCard
        outcome="unchanged"
        title="Billing is not enabled on this server"
        text="This Memento has no paid plans: every feature is already yours, and nothing was charged."
      />
    );
  }
  if (!sessionId || meta.isPending || verify.isPending)
    return <LoadingState label="Verifying your subscription..." />;
  if (verify.isError) {
    return (
      <ResultCard
        outcome="failed"
        title="Your subscription could not be verified"
        text="Nothing on your account changed. If you were charged, the plan appears in Settings once the payment is confirmed."
      />
    );
  }
  const pro = verify.data?.plan === 'pro';
  return (
    <ResultCard
      outcome="updated"
      title="Account Updated!"
      text={
        pro
          ? 'Your account has been successfully upgraded to Pro. You now have access to all premium features.'
          : 'Your account has been updated. You can continue using the application.'
      }
      action={<Link to="/">Continue to Dashboard</Link>}
    />
  );
}

const outcomeIcons = {
  unchanged: <CircleSlash aria-hidden className="size-14 text-muted-foreground" />,
  failed: <CircleSlash aria-hidden className="size-14 text-destructive" />,
  updated: <CircleCheck aria-hidden className="size-14 text-primary" />,
};

/** How the checkout ended, and a way on (back to the dashboard unless told otherwise). */
function ResultCard({
  outcome,
  title,
  text,
  action = <Link to="/dashboard">Go to Dashboard</Link>,
}: {
  outcome: keyof typeof outcomeIcons;
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center py-10">
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8">
          {outcomeIcons[outcome]}
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{text}</p>
          <Button asChild className="mt-2">
            {action}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
