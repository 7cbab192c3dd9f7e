import { useMutation } from '@tanstack/react-query';
import {
  type CatalogKind,
  catalogFeature,
  deleteCatalogItem,
  mergeCatalogItem,
  renameCatalogItem,
} from '../../api/catalog.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { toast } from '../../lib/toast.ts';

const noun: Record<CatalogKind, string> = { tag: 'Tag', place: 'Place' };

/** Rename, merge and delete of one tag or place; each says so and refreshes what shows it. */
export function useCatalogMutations(kind: CatalogKind, id: string) {
  const invalidate = useInvalidate();
  // invalidation.ts says where tags and places also show (entries, groups, search...). A merge or
  // delete removes this one, so its own views are not asked for again.
  const refresh = (gone = false) => invalidate(catalogFeature[kind], gone ? id : undefined);
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
        await refresh(true);
      },
      onError: failed('merged'),
    }),
    remove: useMutation({
      mutationFn: () => deleteCatalogItem(kind, id),
      onSuccess: async () => {
        toast.success(`${noun[kind]} deleted`);
        await refresh(true);
      },
      onError: failed('deleted'),
    }),
  };
}
