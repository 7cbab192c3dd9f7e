import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/http.ts';
import { profileKeys, updateProfile } from '../../api/profile.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-fields.tsx';
import { toast } from '../../lib/toast.ts';
import { authCall } from './settings-errors.ts';
import { SettingsSection } from './settings-section.tsx';
import { TimeZoneForm } from './time-zone-form.tsx';

const nameSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'),
});
type NameForm = z.infer<typeof nameSchema>;

/** The display name, kept the same in the identity record and the profile row. */
export function ProfileSection() {
  const { user } = useAccount();
  const queryClient = useQueryClient();
  const form = useForm<NameForm>({ resolver: zodResolver(nameSchema), values: { name: user?.name ?? '' } });

  const save = useMutation({
    mutationFn: async ({ name }: NameForm) => {
      await authCall(() => authClient.updateUser({ name }));
      // The server's identity hook also copies the name to the profile row, so a failure here is not the
      // user's problem: the name is saved either way.
      return updateProfile({ name }).catch((error: unknown) => {
        console.warn('profile name update failed', error);
        return null;
      });
    },
    onSuccess: (profile) => {
      // The account holds the synced profile: put the saved one there rather than syncing again.
      if (profile && user) queryClient.setQueryData(profileKeys.sync(user.id), profile);
      toast.success('Name saved');
    },
    onError: (error) => toast.error('Could not save your name', { description: errorMessage(error) }),
  });

  return (
    <SettingsSection id="profile" title="Profile" description="The name shown in Memento and your time zone.">
      <div className="flex flex-col gap-5">
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="min-w-0 flex-1">
            <FormField form={form} name="name" id="settings-name" label="Name" autoComplete="name" />
          </div>
          <SubmitButton
            pending={save.isPending}
            pendingLabel="Saving..."
            disabled={!form.formState.isDirty}
            className="self-start sm:mt-6.5"
          >
            Save name
          </SubmitButton>
        </form>
        <TimeZoneForm />
      </div>
    </SettingsSection>
  );
}
