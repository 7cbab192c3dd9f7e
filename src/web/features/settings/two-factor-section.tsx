import { useMutation } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';
import { BackupCodes } from './backup-codes.tsx';
import { DialogActions, PasswordPrompt } from './password-prompt.tsx';
import { authCall } from './settings-errors.ts';
import { SettingsSection } from './settings-section.tsx';
import { TwoFactorEnrol } from './two-factor-enrol.tsx';

type Open = 'enable' | 'disable' | 'codes' | null;

/** Two-factor status with enrol, disable and fresh backup codes, each behind a dialog. */
export function TwoFactorSection() {
  const { user } = useAccount();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState<Open>(null);
  const enabled = Boolean(user?.twoFactorEnabled);
  const actions = useRef<HTMLDivElement>(null);
  // The button that opened a dialog may be gone when it closes (enrolling swaps "Set up" for "Turn off"),
  // so focus goes back to whichever action the section now shows, never to the page's start.
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
  };

  const disable = useMutation({
    mutationFn: (password: string) => authCall(() => authClient.twoFactor.disable({ password })),
    onSuccess: () => {
      close();
      void invalidate('sessions');
      toast.success('Two-factor authentication is off');
    },
    onError: (error) => toast.error('Could not turn off two-factor', { description: errorMessage(error) }),
  });

  const regenerate = useMutation({
    mutationFn: (password: string) => authCall(() => authClient.twoFactor.generateBackupCodes({ password })),
    onSuccess: () => toast.success('New backup codes made', { description: 'The old ones no longer work.' }),
    onError: (error) => toast.error('Could not make new backup codes', { description: errorMessage(error) }),
  });

  const onOpenChange = (next: Open) => (isOpen: boolean) => {
    if (isOpen) setOpen(next);
    else {
      close();
      disable.reset();
      regenerate.reset();
    }
  };

  const StatusIcon = enabled ? ShieldCheck : ShieldOff;
  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="Ask for a code from an authenticator app as well as your password when you sign in."
      action={
        <Badge
          className={cn(enabled ? 'border-success/40 bg-success/10 text-success' : 'text-muted-foreground')}
        >
          <StatusIcon aria-hidden className="mr-1 size-3.5" />
          {enabled ? 'On' : 'Off'}
        </Badge>
      }
    >
      <div ref={actions} className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setOpen('codes')}>
              New backup codes
            </Button>
            <Button variant="outline" className="text-destructive" onClick={() => setOpen('disable')}>
              Turn off two-factor
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen('enable')}>Set up two-factor</Button>
        )}
      </div>

      <Dialog open={open === 'enable'} onOpenChange={onOpenChange('enable')}>
        <DialogContent title="Set up two-factor authentication" className="max-w-xl">
          <TwoFactorEnrol onDone={close} />
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'disable'} onOpenChange={onOpenChange('disable')}>
        <DialogContent
          title="Turn off two-factor authentication"
          description="Signing in will only need your password. Enter it to confirm."
        >
          <PasswordPrompt
            id="disable-2fa-password"
            submitLabel="Turn off"
            busyLabel="Turning off..."
            destructive
            action={disable}
          />
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'codes'} onOpenChange={onOpenChange('codes')}>
        <DialogContent
          title="New backup codes"
          description={
            regenerate.data
              ? undefined
              : 'Your old backup codes stop working. Enter your password to confirm.'
          }
        >
          {regenerate.data ? (
            <div className="flex flex-col gap-4">
              <BackupCodes codes={regenerate.data.backupCodes} />
              <DialogActions>
                <Button type="button" onClick={() => onOpenChange('codes')(false)}>
                  Done
                </Button>
              </DialogActions>
            </div>
          ) : (
            <PasswordPrompt
              id="codes-password"
              submitLabel="Make new codes"
              busyLabel="Making codes..."
              action={regenerate}
            />
          )}
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
