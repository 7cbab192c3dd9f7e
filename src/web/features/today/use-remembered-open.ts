import { useCallback, useState } from 'react';

/** Whether a section was left open on this device (`initial` when never toggled or unreadable). */
export function readRememberedOpen(key: string, initial = true): boolean {
  try {
    const saved = localStorage.getItem(key);
    return saved === null ? initial : saved === 'open';
  } catch {
    return initial;
  }
}

/** An open/closed state kept in localStorage, so a section stays as the person left it. */
export function useRememberedOpen(key: string, initial = true): [boolean, () => void] {
  const [open, setOpen] = useState(() => readRememberedOpen(key, initial));
  const toggle = useCallback(() => {
    setOpen((was) => {
      try {
        localStorage.setItem(key, was ? 'closed' : 'open');
      } catch {
        // Private mode or a full quota: the section still toggles, it is only not remembered.
      }
      return !was;
    });
  }, [key]);
  return [open, toggle];
}
