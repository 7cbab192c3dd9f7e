import { useSearchParams } from 'react-router';

/**
 * The page's query string, and a setter for one of its keys that replaces the history entry (a
 * filter is not a step to go back through): a value sets the key, an empty or missing one removes it.
 */
export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [params, setParam] as const;
}
