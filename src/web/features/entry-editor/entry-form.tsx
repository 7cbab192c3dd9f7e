import { zodResolver } from '@hookform/resolvers/zod';
import { onlineManager } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Save } from 'lucide-react';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { entryTypes } from '../../../shared/schemas/entries.ts';
import { errorMessage, newIdempotencyKey } from '../../api/http.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, LabelledInput, SelectField } from '../../components/ui/form-fields.tsx';
import { FieldError } from '../../components/ui/input.tsx';
import { labelled, Options } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { DictationButton } from '../ai/dictation-button.tsx';
import { EmotionTagSuggestions } from '../ai/emotion-tag-suggestions.tsx';
import { AttachmentsField } from '../attachments/attachments-field.tsx';
import { useAttachmentUploads } from '../attachments/use-attachment-uploads.ts';
import { toastPlanLimit } from '../billing/plan-limit.ts';
import { DeleteEntryButton } from '../entries/delete-entry-button.tsx';
import { entryTypeLabels } from '../entries/entry-display.ts';
import { forgetShared, type SharedItem } from '../share/shared-inbox.ts';
import { ContentField } from './content-field.tsx';
import { DraftBanner } from './draft-banner.tsx';
import { EntryDetailsFields } from './entry-details-fields.tsx';
import { blankEntry, type EntryFormValues, type EntryPreset, entryFormSchema } from './entry-form-model.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { MentionSuggestions } from './mention-suggestions.tsx';
import { draftKey, useEntryDraft } from './use-entry-draft.ts';
import { useKeepFieldVisible } from './use-keep-field-visible.ts';
import { showFieldErrors, useSaveEntry } from './use-save-entry.ts';
import { unreachable, useSaveOffline } from './use-save-offline.ts';
import { useSharedPrefill } from './use-shared-prefill.ts';
import { WritingPrompt } from './writing-prompt.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** When it happened: a date and a time, side by side, with their errors on one line below. */
const when = [
  { part: 'date', label: 'Date' },
  { part: 'time', label: 'Time' },
] as const;

/** The editor of one entry, new (`entryId` undefined) or saved. */
export function EntryForm({
  userId,
  entryId,
  initial,
  day,
  preset,
  shared,
}: {
  userId: string;
  entryId?: string;
  initial?: EntryFormValues;
  /** A new entry's date ('yyyy-MM-dd'), e.g. the day picked on the calendar; today otherwise. */
  day?: string;
  /** A new entry's type and connections, from a shortcut such as 'Log a contact'. */
  preset?: EntryPreset;
  /** What another app shared into Memento (the Web Share Target), for a new entry. */
  shared?: SharedItem;
}) {
  const navigate = useNavigate();
  const [defaults] = useState(() => initial ?? blankEntry(new Date(), day, preset));
  const form = useForm<EntryFormValues>({ resolver: zodResolver(entryFormSchema), defaultValues: defaults });
  const draft = useEntryDraft(form, draftKey(userId, entryId));
  const save = useSaveEntry(form, entryId, initial);
  const uploads = useAttachmentUploads(entryId);
  useSharedPrefill(form, uploads, shared);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepFieldVisible(formRef);

  // Read at the moment of leaving: after a save or a delete the page goes without asking.
  const leaving = useRef(false);
  const { isDirty, errors } = form.formState;
  const dirtyNow = useRef(isDirty);
  dirtyNow.current = isDirty;
  const dirty = useCallback(() => !leaving.current && dirtyNow.current, []);

  const leave = (to: string) => {
    leaving.current = true;
    draft.clear();
    void navigate(to);
  };

  // Once the entry is deleted there is nothing left to protect: neither ask nor keep a draft of it.
  const forget = () => {
    leaving.current = true;
    draft.clear();
  };

  // Without a network the save is kept on this device and sent later (src/web/offline/).
  const saveOffline = useSaveOffline(userId, entryId, initial, uploads);
  const keepForLater = async (values: EntryFormValues, key: string) => {
    await saveOffline(values, key);
    if (shared) await forgetShared(shared.id).catch(() => undefined);
    toast.success('Saved on this device', { description: 'It will sync when you are back online.' });
    leave('/dashboard');
  };

  const submit = form.handleSubmit((values) => {
    const key = newIdempotencyKey();
    if (!onlineManager.isOnline()) return keepForLater(values, key);
    save.mutate(
      { values, key },
      {
        onSuccess: async (entry) => {
          toast.success(entryId ? 'Activity updated' : 'Activity created');
          // A new entry's files wait for its id; they go up before the entry page opens.
          if (!entryId) await uploads.flush(entry.id);
          // Saved: the share no longer waits (a reload of its editor link opens an empty one).
          if (shared) await forgetShared(shared.id).catch(() => undefined);
          leave(`/entries/${entry.id}`);
        },
        onError: (error) => {
          if (unreachable(error)) void keepForLater(values, key);
          else if (!toastPlanLimit(error) && !showFieldErrors(form, error))
            toast.error(entryId ? 'The activity could not be updated' : 'The activity could not be created', {
              description: errorMessage(error),
            });
        },
      },
    );
  });

  // Ctrl+Enter (Cmd+Enter on a Mac) saves from any field, the textarea included.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!save.isPending) void submit();
    }
  };

  const content = form.watch('content');
  return (
    <>
      {draft.offered && (
        <DraftBanner savedAt={draft.offered.savedAt} onRestore={draft.restore} onDiscard={draft.discard} />
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
        aria-label={entryId ? 'Edit activity' : 'New activity'}
        className="entry-form grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]"
      >
        <Card className="self-start">
          <CardContent className="flex flex-col gap-5 pt-5">
            <Field
              id="entry-title"
              label="Title"
              placeholder="A name for this moment"
              autoComplete="off"
              error={errors.title?.message}
              {...form.register('title')}
            />
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_auto_auto]">
              <SelectField
                id="entry-type"
                label="Type"
                className="col-span-2 sm:col-span-1"
                {...form.register('type')}
              >
                <Options options={labelled(entryTypes, entryTypeLabels)} />
              </SelectField>
              {when.map(({ part, label }) => (
                <LabelledInput
                  key={part}
                  id={`entry-${part}`}
                  label={label}
                  type={part}
                  errorId={errors[part] ? `entry-${part}-error` : undefined}
                  {...form.register(part)}
                />
              ))}
              <div className="col-span-2 sm:col-span-3">
                {when.map(({ part }) => (
                  <FieldError key={part} id={`entry-${part}-error`} message={errors[part]?.message} />
                ))}
              </div>
            </div>
            <Controller
              control={form.control}
              name="prompt_used"
              render={({ field }) => <WritingPrompt value={field.value} onChange={field.onChange} />}
            />
            <ContentField
              value={content}
              error={errors.content?.message}
              textarea={form.register('content')}
            />
            <div className="flex flex-wrap items-center gap-2">
              <DictationButton
                targetId="entry-content"
                onText={(v) => form.setValue('content', v, { shouldDirty: true })}
              />
              <MentionSuggestions
                text={`${form.watch('title')}\n${content}`}
                linked={form.watch('connections')}
                onLink={(c) =>
                  form.setValue('connections', [...form.getValues('connections'), c], { shouldDirty: true })
                }
              />
              <EmotionTagSuggestions
                text={content}
                selected={form.watch('tags')}
                onAccept={(tag) =>
                  form.setValue('tags', [...form.getValues('tags'), tag], { shouldDirty: true })
                }
              />
            </div>
            <AttachmentsField
              entryId={entryId}
              uploads={uploads}
              onUseDate={(when) => {
                form.setValue('date', format(when, 'yyyy-MM-dd'), { shouldDirty: true });
                form.setValue('time', format(when, 'HH:mm'), { shouldDirty: true });
              }}
              onUsePlace={(place) => form.setValue('location', place, { shouldDirty: true })}
              isPrivate={form.watch('is_private')}
              onTranscript={(text) => {
                const before = form.getValues('content').trimEnd();
                form.setValue('content', before ? `${before}\n\n${text}` : text, { shouldDirty: true });
              }}
            />
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardContent className="pt-5">
            <EntryDetailsFields form={form} />
          </CardContent>
        </Card>
        {/* On a phone Delete sits below the fields, away from the thumb's save bar (one row there). */}
        {entryId && (
          <div className="flex justify-end sm:hidden">
            <DeleteEntryButton entryId={entryId} title={defaults.title} onDeleted={forget} />
          </div>
        )}
        {/* On a phone the save bar stays at the thumb's reach at the bottom, clear of the home indicator. */}
        <div className="sticky bottom-0 z-30 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none lg:col-span-2">
          <Button type="submit" disabled={save.isPending || uploads.busy}>
            {save.isPending || uploads.busy ? <Spinner className="text-current" /> : <Save aria-hidden />}
            {save.isPending ? 'Saving...' : entryId ? 'Save changes' : 'Create activity'}
          </Button>
          <ButtonLink to={entryId ? `/entries/${entryId}` : '/dashboard'} variant="outline">
            Cancel
          </ButtonLink>
          <span className="hidden text-xs text-muted-foreground sm:inline">
            or press <kbd className="rounded border bg-muted px-1 font-sans">{isMac ? '⌘' : 'Ctrl'}</kbd>+
            <kbd className="rounded border bg-muted px-1 font-sans">Enter</kbd>
          </span>
          {entryId && (
            <div className="ml-auto hidden sm:block">
              <DeleteEntryButton entryId={entryId} title={defaults.title} onDeleted={forget} />
            </div>
          )}
        </div>
      </form>
      <LeaveGuard dirty={dirty} />
    </>
  );
}
