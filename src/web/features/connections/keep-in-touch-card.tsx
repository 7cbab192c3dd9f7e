import { useMutation } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import type { ConnectionDetail } from '../../../shared/schemas/connections.ts';
import {
  cadenceLabels,
  type KeepInTouchCadence,
  keepInTouchCadences,
} from '../../../shared/schemas/keep-in-touch.ts';
import { updateConnection } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/form-fields.tsx';
import { labelled, Options } from '../../components/ui/select.tsx';
import { toast } from '../../lib/toast.ts';
import type { EntryPreset } from '../entry-editor/entry-form-model.ts';
import { shortDate } from '../today/today-display.ts';

const DAY = 86_400_000;

/** "Due in 3 days", "Due today", "12 days overdue". */
function dueLabel(nextDue: string, now = Date.now()): { text: string; overdue: boolean } {
  // Whole days either way, as Reach out counts them.
  const ahead = Date.parse(nextDue) - now;
  const days = Math.floor(Math.abs(ahead) / DAY);
  if (days === 0) return { text: 'Due today', overdue: ahead < 0 };
  if (ahead < 0) return { text: `${days} ${days === 1 ? 'day' : 'days'} overdue`, overdue: true };
  return { text: `Due in ${days} ${days === 1 ? 'day' : 'days'}`, overdue: false };
}

/** Keep in touch: the cadence, the last contact and when the next is due, and 'Log a contact'. */
export function KeepInTouchCard({ c }: { c: ConnectionDetail }) {
  const invalidate = useInvalidate();
  const save = useMutation({
    mutationFn: (keep_in_touch: KeepInTouchCadence) => updateConnection(c.id, { keep_in_touch }),
    onSuccess: async (saved) => {
      toast.success(saved.keep_in_touch === 'none' ? 'Reminder turned off' : 'Cadence saved');
      await invalidate('connections');
    },
    onError: (error) => toast.error('Could not save the cadence', { description: errorMessage(error) }),
  });
  const preset: EntryPreset = {
    type: 'conversation',
    connections: [{ id: c.id, name: c.name, type: c.type }],
  };
  const due = c.next_due_at ? dueLabel(c.next_due_at) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Keep in touch</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <SelectField
          id="keep-in-touch"
          label="Cadence"
          value={c.keep_in_touch}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.value as KeepInTouchCadence)}
        >
          <Options options={labelled(keepInTouchCadences, cadenceLabels)} />
        </SelectField>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">Last contact</dt>
          <dd data-testid="last-contact">
            {c.last_entry_at ? shortDate(c.last_entry_at) : 'No entries yet'}
          </dd>
          <dt className="text-muted-foreground">Next due</dt>
          <dd data-testid="next-due">
            {c.next_due_at && due ? (
              <>
                {shortDate(c.next_due_at)}{' '}
                <span className={due.overdue ? 'font-medium text-destructive' : 'text-muted-foreground'}>
                  · {due.text}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground">No reminder</span>
            )}
          </dd>
        </dl>
        <ButtonLink to="/create-memento" state={{ preset }} variant="outline" className="self-start">
          <MessageSquarePlus aria-hidden /> Log a contact
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
