import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';

/** The hint under a profile sync failure: a signature problem points at the keys (PRODUCT-SPEC section 8). */
export function syncHint(message: string): string {
  if (message.includes('JWT signature')) {
    return 'The token signature could not be verified: check that the signing keys the identity provider publishes (its JWKS) are the ones the database trusts.';
  }
  return 'This could be due to an issue with the JWT configuration of the identity provider.';
}

export function ProfileSyncError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="destructive" title="Authentication Error">
      <p>There was an issue syncing your profile with our system.</p>
      <p className="font-mono text-xs break-words">{message}</p>
      <p className="text-muted-foreground">{syncHint(message)}</p>
      <Button variant="outline" size="sm" className="mt-2 self-start" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry Profile Sync'}
      </Button>
    </Alert>
  );
}
