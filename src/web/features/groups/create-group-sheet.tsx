import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogTrigger, SheetContent } from '../../components/ui/dialog.tsx';
import { GroupForm } from './group-form.tsx';
import { useCreateGroup } from './use-group-mutations.ts';

/** 'New Group' opens a side sheet; it closes on create, and its form starts empty each time. */
export function CreateGroupSheet() {
  const [open, setOpen] = useState(false);
  const create = useCreateGroup(() => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> New Group
        </Button>
      </DialogTrigger>
      <SheetContent
        side="right"
        title="Create Group"
        description="Give your collection a name and, if you like, a description."
      >
        <div className="p-4">
          <GroupForm
            idPrefix="create-group"
            submitLabel="Create Group"
            pendingLabel="Creating..."
            pending={create.isPending}
            onSubmit={(values) => create.mutate(values)}
          />
        </div>
      </SheetContent>
    </Dialog>
  );
}
