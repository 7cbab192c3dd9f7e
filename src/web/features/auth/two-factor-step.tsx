import { type FormEvent, useState } from 'react';
import { authClient } from '../../auth/auth-client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/form-fields.tsx';
import { callAuth } from './auth-errors.ts';

/** The second step of sign-in for accounts with two-factor on: a TOTP code or a backup code. */
export function TwoFactorStep({ onCancel }: { onCancel: () => void }) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, '');
    if (!useBackup && !/^\d{6}$/.test(trimmed))
      return setError('Enter the 6-digit code from your authenticator app.');
    if (useBackup && trimmed.length < 6) return setError('Enter one of your backup codes.');
    setBusy(true);
    setError(null);
    const result = await callAuth(() =>
      useBackup
        ? authClient.twoFactor.verifyBackupCode({ code: trimmed })
        : authClient.twoFactor.verifyTotp({ code: trimmed }),
    );
    setBusy(false);
    if (result.error) setError(result.error);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {useBackup
          ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
          : 'Open your authenticator app and enter the 6-digit code for Memento.'}
      </p>
      {error && <Alert tone="destructive" title={error} />}
      <Field
        id="two-factor-code"
        label={useBackup ? 'Backup code' : 'Authentication code'}
        inputMode={useBackup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex justify-between text-sm">
        <button
          type="button"
          className="cursor-pointer text-primary hover:underline"
          onClick={() => setUseBackup(!useBackup)}
        >
          {useBackup ? 'Use an authenticator code' : 'Use a backup code'}
        </button>
        <button
          type="button"
          className="cursor-pointer text-muted-foreground hover:underline"
          onClick={onCancel}
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
