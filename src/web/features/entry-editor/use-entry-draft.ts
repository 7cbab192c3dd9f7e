import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { blankEntry, type EntryFormValues } from './entry-form-model.ts';

const SAVE_DELAY_MS = 400;

interface StoredDraft {
  savedAt: string;
  values: EntryFormValues;
}

/**
 * One draft per user and per editor route ("new" or the id being edited), so two accounts sharing
 * a browser never see each other's words and two edits never overwrite each other.
 */
export const draftKey = (userId: string, entryId: string | undefined) =>
  `memento:entry-draft:${userId}:${entryId ?? 'new'}`;

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    // Not validated against the form's rules: a draft that is too long must still come back to be
    // trimmed. Only its shape is checked, and missing fields take blank values, so a draft from an
    // older build or a tampered one cannot break the editor.
    const values = { ...blankEntry(), ...parsed.values };
    const wellFormed =
      typeof values.title === 'string' &&
      typeof values.content === 'string' &&
      Array.isArray(values.tags) &&
      Array.isArray(values.connections) &&
      typeof values.source === 'object' &&
      values.source !== null;
    return wellFormed ? { savedAt: String(parsed.savedAt ?? ''), values } : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: EntryFormValues) {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or disabled (private mode): the editor still works, only recovery is lost.
  }
}

/**
 * Keeps unsaved changes in local storage as the user types, and offers back a draft found when
 * the editor opens (after a reload, a crash or leaving). `clear` runs after a successful save.
 */
export function useEntryDraft(form: UseFormReturn<EntryFormValues>, key: string) {
  const [offered, setOffered] = useState<StoredDraft | null>(() => readDraft(key));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);

  useEffect(() => {
    const save = () => {
      timer.current = undefined;
      if (cleared.current) return;
      if (form.formState.isDirty) writeDraft(key, form.getValues());
      // Back to the saved state: nothing is left to recover, unless an older draft awaits a choice.
      else if (!offered) localStorage.removeItem(key);
    };
    // Words typed in the last moments before a reload, a closed tab or leaving the editor are
    // written at once instead of waiting out the delay.
    const flush = () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      save();
    };
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, key, offered]);

  const restore = useCallback(() => {
    if (offered) form.reset(offered.values, { keepDefaultValues: true });
    setOffered(null);
  }, [form, offered]);

  const discard = useCallback(() => {
    setOffered(null);
    if (!form.formState.isDirty) localStorage.removeItem(key);
  }, [form, key]);

  const clear = useCallback(() => {
    cleared.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    localStorage.removeItem(key);
  }, [key]);

  return { offered, restore, discard, clear };
}
