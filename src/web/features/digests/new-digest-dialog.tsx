import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type DigestRangeName, type DigestScope, digestRanges } from '../../../shared/schemas/digests.ts';
import { streamDigest } from '../../api/digests.ts';
import { localTimeZone } from '../../api/entries.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { SelectField } from '../../components/ui/form-fields.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { labelled, Options } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { toastPlanLimit } from '../billing/plan-limit.ts';
import { DigestRangeNotice } from '../billing/plan-limit-notice.tsx';
import { DigestScopeSelect, type ScopeChoice } from './digest-scope-select.tsx';

const rangeLabels: Record<DigestRangeName, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

/** The title a Reflect button proposes. */
export const reflectTitle = (name: string) => `Reflecting on ${name}`;

/**
 * 'New Digest': a title, a time range and what it is about (everything, a group or a connection);
 * Generate stays disabled while the title is blank or a request runs. A Reflect button opens it
 * with `reflect` filled in.
 */
export function NewDigestDialog({ reflect }: { reflect?: DigestScope }) {
  const [open, setOpen] = useState(Boolean(reflect));
  const [title, setTitle] = useState(reflect ? reflectTitle(reflect.name) : '');
  const [range, setRange] = useState<DigestRangeName>(reflect ? 'year' : 'week');
  const [scope, setScope] = useState<ScopeChoice | null>(reflect ?? null);
  const titleId = useId();
  const rangeId = useId();
  const scopeId = useId();
  const invalidate = useInvalidate();
  // The digest's text as a configured model writes it; the local engine's arrives whole at the end.
  const [partial, setPartial] = useState('');

  const generate = useMutation({
    mutationFn: () =>
      streamDigest(
        {
          title: title.trim(),
          range,
          tz: localTimeZone(),
          ...(scope?.type === 'connection' && { connection_id: scope.id }),
          ...(scope?.type === 'group' && { group_id: scope.id }),
        },
        setPartial,
      ),
    onSettled: () => setPartial(''),
    onSuccess: () => {
      setOpen(false);
      setTitle('');
      setRange('week');
      setScope(null);
      toast.success('Success', { description: 'Digest has been generated' });
      void invalidate('digests');
    },
    onError: (error) =>
      toastPlanLimit(error) ||
      toast.error('Error', {
        description: error instanceof Error && error.message ? error.message : 'Failed to generate digest',
      }),
  });

  const blank = title.trim().length === 0;
  return (
    <Dialog open={open} onOpenChange={(next) => !generate.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          New Digest
        </Button>
      </DialogTrigger>
      <DialogContent title="New Digest" description="Look back over a period that ends today.">
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!blank && !generate.isPending) generate.mutate();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={titleId}>Digest Title</Label>
            <Input
              id={titleId}
              value={title}
              maxLength={200}
              placeholder="My week in review"
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <SelectField
            id={rangeId}
            label="Time Range"
            className="gap-2"
            value={range}
            onChange={(event) => setRange(event.target.value as DigestRangeName)}
          >
            <Options options={labelled(digestRanges, rangeLabels)} />
          </SelectField>
          <div className="flex flex-col gap-2">
            <Label htmlFor={scopeId}>About</Label>
            <DigestScopeSelect id={scopeId} value={scope} onChange={setScope} />
            <p className="text-xs text-muted-foreground">
              A digest about a group reads its entries and those linked to its connections, tags and places.
              Private entries never count.
            </p>
          </div>
          <DigestRangeNotice range={range} />
          <Button type="submit" disabled={blank || generate.isPending} aria-busy={generate.isPending}>
            {generate.isPending ? (
              <>
                <Spinner className="size-4" />
                Generating...
              </>
            ) : (
              'Generate'
            )}
          </Button>
          {generate.isPending && partial && (
            <section
              aria-label="Digest so far"
              aria-live="polite"
              aria-busy="true"
              className="max-h-64 overflow-y-auto whitespace-pre-line rounded-md border bg-muted/40 p-3 text-sm leading-relaxed"
            >
              {partial}
            </section>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
