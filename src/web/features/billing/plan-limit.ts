import { startCheckout } from '../../api/billing.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { toast } from '../../lib/toast.ts';

/** Whether an API failure is the server refusing an action over the plan's limits (403 plan_limit). */
export const isPlanLimit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'plan_limit';

export const PLAN_LIMIT_TITLE = 'You have reached a limit of the Free plan';

/** Starts Checkout from outside a component (a toast's action). */
async function upgradeNow() {
  try {
    window.location.assign((await startCheckout()).url);
  } catch (error) {
    toast.error('The upgrade could not start', { description: errorMessage(error) });
  }
}

/**
 * For a mutation's onError: when the plan's limit refused it, says which limit and offers the
 * upgrade, and returns true; otherwise returns false so the caller reports the error its own way.
 */
export function toastPlanLimit(error: unknown): boolean {
  if (!isPlanLimit(error)) return false;
  toast.error(PLAN_LIMIT_TITLE, {
    description: error.message,
    action: { label: 'Upgrade to Pro', onClick: () => void upgradeNow() },
  });
  return true;
}
