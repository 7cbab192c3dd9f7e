import { useMutation } from '@tanstack/react-query';
import type { GroupCreate, GroupItemType, GroupUpdate } from '../../../shared/schemas/groups.ts';
import { addGroupItem, createGroup, removeGroupItem, updateGroup } from '../../api/groups.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { typeCopy } from './group-copy.ts';

/** Every group view (lists, detail, items, candidates) refreshes after any group change. */
function useRefreshGroups() {
  const invalidate = useInvalidate();
  return () => invalidate('groups');
}

const failed = (what: string) => (error: unknown) => toast.error(what, { description: errorMessage(error) });

export function useCreateGroup(onCreated: () => void) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: GroupCreate) => createGroup(input),
    onSuccess: async (group) => {
      toast.success('Group created', { description: group.name });
      onCreated();
      await refresh();
    },
    onError: failed('Could not create the group'),
  });
}

export function useUpdateGroup(groupId: string, onSaved: () => void) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: GroupUpdate) => updateGroup(groupId, input),
    onSuccess: async () => {
      toast.success('Group updated');
      onSaved();
      await refresh();
    },
    onError: failed('Could not update the group'),
  });
}

export function useAddGroupItem(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ type, id }: { type: GroupItemType; id: string; title: string }) =>
      addGroupItem(groupId, type, id),
    onSuccess: async (_item, { type, title }) => {
      toast.success(`${typeCopy[type].singular} added to group`, { description: title });
      await refresh();
    },
    onError: failed('Could not add the item'),
  });
}

export function useRemoveGroupItem(groupId: string) {
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ linkId }: { linkId: string; type: GroupItemType; title: string }) =>
      removeGroupItem(groupId, linkId),
    onSuccess: async (_void, { type, title }) => {
      toast.success(`${typeCopy[type].singular} removed from group`, { description: title });
      await refresh();
    },
    onError: failed('Could not remove the item'),
  });
}
