import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GROUP_LIMITS, groupCreateSchema } from '../../../shared/schemas/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '../../components/ui/input.tsx';

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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          autoComplete="off"
          maxLength={GROUP_LIMITS.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          {...form.register('name')}
        />
        <FieldError id={`${nameId}-error`} message={errors.name?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={descriptionId}>Description (optional)</Label>
        <Textarea
          id={descriptionId}
          rows={4}
          maxLength={GROUP_LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          {...form.register('description')}
        />
        <FieldError id={`${descriptionId}-error`} message={errors.description?.message} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {cancel}
        <Button type="submit" disabled={blank || pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
