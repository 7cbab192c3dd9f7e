import { useSearchParams } from 'react-router';

/**
 * The page's query string, and setters for one of its keys or several at once that replace the
 * history entry (a filter is not a step to go back through): a value sets its key, an empty or
 * missing one removes it.
 */
export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const setEach = (values: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const setParam = (key: string, value: string | undefined) => setEach({ [key]: value });
  return [params, setParam, setEach] as const;
}
