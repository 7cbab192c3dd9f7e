import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GROUP_LIMITS, groupCreateSchema } from '../../../shared/schemas/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextareaField } from '../../components/ui/form-fields.tsx';

const schema = z.object({
  name: groupCreateSchema.shape.name,
  description: z
    .string()
    .trim()
    .max(GROUP_LIMITS.description, `must be at most ${GROUP_LIMITS.description} characters`),
});
export type GroupFormValues = z.infer<typeof schema>;

/**
 * Name and 'Description (optional)', shared by the create sheet and the edit dialog. The name is
 * trimmed; while it is blank the submit button stays disabled, so nothing happens (spec section 5).
 */
export function GroupForm({
  idPrefix,
  initial = { name: '', description: '' },
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  cancel,
}: {
  idPrefix: string;
  initial?: GroupFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: GroupFormValues) => void;
  cancel?: ReactNode;
}) {
  const form = useForm<GroupFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors } = form.formState;
  const blank = form.watch('name').trim() === '';
  const nameId = `${idPrefix}-name`;
  const descriptionId = `${idPrefix}-description`;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field
        id={nameId}
        label="Name"
        autoComplete="off"
        maxLength={GROUP_LIMITS.name}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField
        id={descriptionId}
        label="Description (optional)"
        rows={4}
        maxLength={GROUP_LIMITS.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <Button type="submit" disabled={blank || pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
