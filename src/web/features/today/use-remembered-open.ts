import { useCallback, useState } from 'react';

/** An open/closed state kept in localStorage, so a section stays as the person left it. */
export function useRememberedOpen(key: string, initial = true): [boolean, () => void] {
  const [open, setOpen] = useState(() => {
    try {
      const saved = localStorage.getItem(key);
      return saved === null ? initial : saved === 'open';
    } catch {
      return initial;
    }
  });
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
