import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Group } from '../../../shared/schemas/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { GroupForm } from './group-form.tsx';
import { useUpdateGroup } from './use-group-mutations.ts';

/** 'Edit Group': name and description, closed on save. */
export function EditGroupDialog({ group }: { group: Group }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateGroup(group.id, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit Group" description="Update the name and description of your group.">
        <GroupForm
          idPrefix="edit-group"
          initial={{ name: group.name, description: group.description ?? '' }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          pending={update.isPending}
          onSubmit={(values) => update.mutate(values)}
          cancel={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
