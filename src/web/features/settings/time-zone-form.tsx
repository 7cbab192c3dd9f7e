import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { invalidate } from '../../api/invalidation.ts';
import { profileKeys, updateProfile } from '../../api/profile.ts';
import { useAccount } from '../../auth/account.tsx';
import { SubmitButton } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/form-fields.tsx';
import { Options } from '../../components/ui/select.tsx';
import { browserTimeZone } from '../../lib/browser-time-zone.ts';
import { toast } from '../../lib/toast.ts';

/** Every zone the browser knows, with the current one kept even if it is not among them. */
function zoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])].sort((a, b) => a.localeCompare(b));
}

/** The profile's time zone: the days of Today (On this day, Coming up) and of reminders are its days. */
export function TimeZoneForm() {
  const { user, profile } = useAccount();
  const queryClient = useQueryClient();
  const id = useId();
  const saved = profile?.time_zone ?? 'UTC';
  const [zone, setZone] = useState<string | null>(null);
  const value = zone ?? saved;
  const choices = useMemo(() => zoneChoices(saved), [saved]);
  const detected = browserTimeZone();

  const save = useMutation({
    mutationFn: (time_zone: string) => updateProfile({ time_zone }),
    onSuccess: (updated) => {
      if (user) queryClient.setQueryData(profileKeys.sync(user.id), updated);
      // Today's days follow the zone, and so do Insights and the graph's range (invalidation.ts).
      void invalidate(queryClient, 'profile');
      setZone(null);
      toast.success('Time zone saved');
    },
    onError: (error) => toast.error('Could not save your time zone', { description: errorMessage(error) }),
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <SelectField
        id={id}
        label="Time zone"
        className="min-w-0 flex-1"
        value={value}
        onChange={(e) => setZone(e.target.value)}
        hint={
          <p className="text-xs text-muted-foreground">
            Today, On this day and reminders use this zone's days.
            {detected && detected !== value ? ` This device is in ${detected.replaceAll('_', ' ')}.` : ''}
          </p>
        }
      >
        <Options options={choices.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))} />
      </SelectField>
      <SubmitButton
        pending={save.isPending}
        pendingLabel="Saving..."
        disabled={value === saved}
        className="self-start sm:mt-6.5"
      >
        Save time zone
      </SubmitButton>
    </form>
  );
}
