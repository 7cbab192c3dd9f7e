import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { verifySubscription } from '../../api/billing.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAccount } from '../../auth/account.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';

/**
 * /subscription-success: where Stripe Checkout returns. Verifies the session with the server,
 * which applies the plan when it is paid, and says what happened (PRODUCT-SPEC: /subscription-success
 * and the error catalogue, word for word).
 */
export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAccount();
  const verify = useQuery({
    queryKey: queryKeys.verifySubscription(sessionId ?? ''),
    queryFn: () => verifySubscription(sessionId as string),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // One toast per visit, however often React runs the effect.
  const told = useRef(false);

  useEffect(() => {
    if (sessionId || told.current) return;
    told.current = true;
    toast('No subscription information', { description: 'Redirecting to dashboard' });
    navigate('/dashboard', { replace: true });
  }, [sessionId, navigate]);

  useEffect(() => {
    if (told.current || verify.isPending) return;
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
    void queryClient.invalidateQueries({ queryKey: queryKeys.billing });
    if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.profileSync(user.id) });
  }, [verify.isPending, verify.isError, verify.error, verify.data, queryClient, user]);

  if (!sessionId || verify.isPending) return <LoadingState label="Verifying your subscription..." />;
  const pro = verify.data?.plan === 'pro';
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center py-10">
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8">
          <CircleCheck aria-hidden className="size-14 text-primary" />
          <h1 className="text-2xl font-semibold">Account Updated!</h1>
          <p className="text-muted-foreground">
            {pro
              ? 'Your account has been successfully upgraded to Pro. You now have access to all premium features.'
              : 'Your account has been updated. You can continue using the application.'}
          </p>
          <Button asChild className="mt-2">
            <Link to="/">Continue to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
