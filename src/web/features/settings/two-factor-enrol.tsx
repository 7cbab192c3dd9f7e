import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { authClient } from '../../auth/auth-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-fields.tsx';
import { FieldError } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { BackupCodes, copyText } from './backup-codes.tsx';
import { DialogActions, DialogSubmitActions, PasswordPrompt } from './password-prompt.tsx';
import { authCall, SettingsError } from './settings-errors.ts';

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/**
 * The three steps of turning two-factor on: confirm the password, scan the QR code (or type the
 * secret) and prove it with a code, then keep the backup codes. Lives inside the dialog.
 */
export function TwoFactorEnrol({ onDone }: { onDone: () => void }) {
  const invalidate = useInvalidate();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [verified, setVerified] = useState(false);

  const start = useMutation({
    mutationFn: async (password: string) => {
      const data = await authCall(() => authClient.twoFactor.enable({ password }));
      if (!('totpURI' in data))
        throw new SettingsError('The server did not offer an authenticator code.', 500);
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
    onSuccess: setEnrolment,
  });

  const verify = useMutation({
    mutationFn: (code: string) => authCall(() => authClient.twoFactor.verifyTotp({ code })),
    onSuccess: () => {
      setVerified(true);
      // Turning two-factor on replaces this device's session, so the list of sessions changes.
      void invalidate('sessions');
      toast.success('Two-factor authentication is on');
    },
    onError: (error) => toast.error('Could not turn on two-factor', { description: errorMessage(error) }),
  });

  if (!enrolment) {
    return (
      <PasswordPrompt id="enrol-password" submitLabel="Continue" busyLabel="Checking..." action={start}>
        <p className="text-sm text-muted-foreground">
          You will need an authenticator app such as 1Password, Google Authenticator or Aegis. First, confirm
          it is you.
        </p>
      </PasswordPrompt>
    );
  }

  if (verified) {
    return (
      <div className="flex flex-col gap-4">
        <BackupCodes codes={enrolment.backupCodes} />
        <DialogActions>
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <ScanStep
      uri={enrolment.totpURI}
      pending={verify.isPending}
      error={verify.error ? errorMessage(verify.error) : null}
      onVerify={(code) => verify.mutate(code)}
    />
  );
}

const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app.')),
});

function ScanStep({
  uri,
  pending,
  error,
  onVerify,
}: {
  uri: string;
  pending: boolean;
  error: string | null;
  onVerify: (code: string) => void;
}) {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  useEffect(() => {
    let live = true;
    // The QR encoder is only needed here, so it loads with this step rather than with the page.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'L' }),
      )
      .then(
        (url) => live && setQr(url),
        () => live && setQrFailed(true),
      );
    return () => {
      live = false;
    };
  }, [uri]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => onVerify(code))}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="flex size-48 shrink-0 items-center justify-center rounded-lg border bg-white p-1">
          {qr ? (
            <img
              src={qr}
              alt="QR code to scan with your authenticator app"
              className="size-full"
              data-otpauth-uri={uri}
            />
          ) : qrFailed ? (
            <p className="p-2 text-center text-sm text-neutral-600">
              The QR code could not be drawn. Type the key instead.
            </p>
          ) : (
            <Spinner />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2 text-sm">
          <p>Scan the QR code with your authenticator app.</p>
          <p className="text-muted-foreground">Can't scan it? Enter this key in the app instead:</p>
          <code
            data-testid="totp-secret"
            className="rounded-md border bg-muted/50 px-2 py-1.5 font-mono text-sm tracking-wider select-all"
          >
            {secret.match(/.{1,4}/g)?.join(' ')}
          </code>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => copyText(secret, 'Key')}
          >
            <Copy aria-hidden /> Copy key
          </Button>
        </div>
      </div>
      <FormField
        form={form}
        name="code"
        id="enrol-code"
        label="6-digit code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        maxLength={7}
        className="max-w-40 font-mono tracking-widest"
      />
      <FieldError message={error ?? undefined} />
      <DialogSubmitActions pending={pending} pendingLabel="Verifying...">
        Verify and turn on
      </DialogSubmitActions>
    </form>
  );
}
