import { useEffect, useState } from 'react';
import { readShared, type SharedItem } from './shared-inbox.ts';

/**
 * The share the editor was opened with (`/create-memento?shared=<id>`), read from IndexedDB.
 * Kept out of the query cache on purpose: its photos should not be persisted a second time.
 */
export function useSharedItem(id: string | null): { loading: boolean; item: SharedItem | null } {
  const [state, setState] = useState({ loading: Boolean(id), item: null as SharedItem | null });
  useEffect(() => {
    if (!id) return;
    let live = true;
    readShared(id).then(
      (item) => live && setState({ loading: false, item }),
      // No IndexedDB (a private window that refuses it): the editor opens empty.
      () => live && setState({ loading: false, item: null }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
