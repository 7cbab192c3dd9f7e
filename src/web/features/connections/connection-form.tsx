import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { connectionTypes } from '../../../shared/schemas/connections.ts';
import { cadenceLabels, keepInTouchCadences } from '../../../shared/schemas/keep-in-touch.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, SelectField, TextareaField } from '../../components/ui/form-fields.tsx';
import { Label } from '../../components/ui/input.tsx';
import { labelled, Options } from '../../components/ui/select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { connectionTypeLabels } from './connection-display.ts';
import {
  bodyOf,
  type ConnectionFormInput,
  type ConnectionFormValues,
  connectionFormSchema,
} from './connection-form-model.ts';
import { ImageField } from './image-field.tsx';
import { ImportantDatesField } from './important-dates-field.tsx';
import { RelatedPicker } from './related-picker.tsx';
import { useSaveConnection } from './use-connection-mutations.ts';

type ContactKey = 'email' | 'phone' | 'social';

/** A person's contact fields, in the order the form shows them. */
const contactFields: { key: ContactKey; label: string; type?: string; placeholder?: string }[] = [
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'social', label: 'Social', placeholder: '@handle or https://...' },
];

/** Create or edit a connection; contact fields show for people only. */
export function ConnectionForm({ id, initial }: { id?: string; initial: ConnectionFormInput }) {
  const form = useForm<ConnectionFormInput, unknown, ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: initial,
  });
  const [image, setImage] = useState<File>();
  const save = useSaveConnection(id);
  const { errors } = form.formState;
  const type = form.watch('type');
  const imageUrl = form.watch('image_url');
  const contactError = (key: ContactKey) => {
    const message = errors.contact_info?.[key]?.message;
    return message ? `${message[0]?.toUpperCase()}${message.slice(1)}.` : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate({ body: { ...bodyOf(values), ...(image ? { image_url: undefined } : {}) }, image }),
      )}
    >
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5">
          <Field id="connection-name" label="Name" error={errors.name?.message} {...form.register('name')} />
          <SelectField id="connection-type" label="Type" {...form.register('type')}>
            <Options options={labelled(connectionTypes, connectionTypeLabels)} />
          </SelectField>
          <TextareaField
            id="connection-summary"
            label="Summary"
            rows={4}
            placeholder="Who they are to you, what the idea means, why the place matters."
            error={errors.summary_text?.message}
            {...form.register('summary_text')}
          />
          <ImageField
            url={imageUrl}
            urlError={errors.image_url?.message}
            file={image}
            onFile={setImage}
            onUrl={(url) => form.setValue('image_url', url, { shouldDirty: true, shouldValidate: true })}
          />
          {type === 'person' && (
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-medium">Contact Information</legend>
              {contactFields.map(({ key, ...field }) => (
                <Field
                  key={key}
                  id={`contact-${key}`}
                  error={contactError(key)}
                  {...field}
                  {...form.register(`contact_info.${key}`)}
                />
              ))}
            </fieldset>
          )}
          <ImportantDatesField control={form.control} register={form.register} />
          <SelectField
            id="connection-keep-in-touch"
            label="Keep in touch"
            {...form.register('keep_in_touch')}
            hint={
              <p className="text-xs text-muted-foreground">
                Writing an entry linked to them counts as contact; Today reminds you when it is due.
              </p>
            }
          >
            <Options options={labelled(keepInTouchCadences, cadenceLabels)} />
          </SelectField>
          <Controller
            control={form.control}
            name="related"
            render={({ field }) => (
              <RelatedPicker selfId={id} value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="is_favorite"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4 border-t pt-5">
                <div className="flex flex-col">
                  <Label htmlFor="connection-favorite">Favorite</Label>
                  <span id="connection-favorite-hint" className="text-xs text-muted-foreground">
                    Keep this connection on your Favorites page.
                  </span>
                </div>
                <Switch
                  id="connection-favorite"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-describedby="connection-favorite-hint"
                />
              </div>
            )}
          />
          <div className="flex flex-wrap justify-end gap-2 border-t pt-5">
            <ButtonLink to={id ? `/connections/${id}` : '/connections'} variant="outline">
              Cancel
            </ButtonLink>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : id ? 'Save Changes' : 'Create Connection'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
