import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useUpgrade } from './use-billing.ts';

/** 'Upgrade to Pro': starts Stripe Checkout and stays busy until the browser leaves. */
export function UpgradeButton(props: Omit<ButtonProps, 'onClick'>) {
  const upgrade = useUpgrade();
  // After success the page is navigating away: keep the button busy rather than clickable again.
  const busy = upgrade.isPending || upgrade.isSuccess;
  return (
    <Button {...props} onClick={() => upgrade.mutate()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner className="text-current" /> : <Sparkles aria-hidden />}
      Upgrade to Pro
    </Button>
  );
}
