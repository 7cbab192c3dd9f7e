import { CalendarPlus, X } from 'lucide-react';
import { type Control, Controller, type UseFormRegister, useFieldArray, useFormState } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';
import type { ConnectionFormInput } from './connection-form-model.ts';
import { ImportantDateInput } from './important-date-input.tsx';

/** An editable list of labelled dates (birthday, anniversary...), each a month, a day and an optional year. */
export function ImportantDatesField({
  control,
  register,
}: {
  control: Control<ConnectionFormInput>;
  register: UseFormRegister<ConnectionFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'important_dates' });
  const { errors } = useFormState({ control, name: 'important_dates' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Important Dates</legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">Birthdays, anniversaries, first meetings.</p>
      )}
      <ul className="flex flex-col gap-2">
        {fields.map((field, i) => {
          const error = errors.important_dates?.[i];
          return (
            <li key={field.id} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_19rem_auto]">
              <div className="flex flex-col gap-1">
                <Label htmlFor={`date-label-${i}`} className="sr-only">
                  Label of date {i + 1}
                </Label>
                <Input
                  id={`date-label-${i}`}
                  placeholder="Birthday"
                  aria-invalid={error?.label ? true : undefined}
                  {...register(`important_dates.${i}.label`)}
                />
                <FieldError message={error?.label?.message} />
              </div>
              <div className="col-start-1 row-start-2 flex flex-col gap-1 sm:col-start-2 sm:row-start-1">
                <Controller
                  control={control}
                  name={`important_dates.${i}.date`}
                  render={({ field: date }) => (
                    <ImportantDateInput
                      id={`date-value-${i}`}
                      index={i}
                      value={date.value}
                      onChange={date.onChange}
                      onBlur={date.onBlur}
                      invalid={Boolean(error?.date)}
                    />
                  )}
                />
                <FieldError
                  message={error?.date ? 'Pick a month and a day (the year may stay empty).' : undefined}
                />
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove date ${i + 1}`}
                onClick={() => remove(i)}
              >
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <FieldError message={errors.important_dates?.message} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={fields.length >= 50}
        onClick={() => append({ label: '', date: '' })}
      >
        <CalendarPlus aria-hidden /> Add date
      </Button>
    </fieldset>
  );
}
