import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  type CatalogKind,
  deleteCatalogItem,
  mergeCatalogItem,
  renameCatalogItem,
} from '../../api/catalog.ts';
import { errorMessage } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

const noun: Record<CatalogKind, string> = { tag: 'Tag', place: 'Place' };

/** Rename, merge and delete of one tag or place; each says so and refreshes what shows it. */
export function useCatalogMutations(kind: CatalogKind, id: string) {
  const queryClient = useQueryClient();
  // Entries show their tags and place, groups list them: all of these change.
  const refresh = () =>
    Promise.all(
      [kind === 'tag' ? queryKeys.tags : queryKeys.locations, queryKeys.entries, queryKeys.groups].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const failed = (what: string) => (error: Error) =>
    toast.error(`${noun[kind]} could not be ${what}`, { description: errorMessage(error) });
  return {
    rename: useMutation({
      mutationFn: (name: string) => renameCatalogItem(kind, id, name),
      onSuccess: async () => {
        toast.success(`${noun[kind]} renamed`);
        await refresh();
      },
      onError: failed('renamed'),
    }),
    merge: useMutation({
      mutationFn: (intoId: string) => mergeCatalogItem(kind, id, intoId),
      onSuccess: async () => {
        toast.success(`${noun[kind]}s merged`);
        await refresh();
      },
      onError: failed('merged'),
    }),
    remove: useMutation({
      mutationFn: () => deleteCatalogItem(kind, id),
      onSuccess: async () => {
        toast.success(`${noun[kind]} deleted`);
        await refresh();
      },
      onError: failed('deleted'),
    }),
  };
}
