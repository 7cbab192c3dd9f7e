import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { searchQuery } from '../api/search.ts';
import { useAccount } from '../auth/account.tsx';
import { Highlighted } from '../features/search/highlighted.tsx';
import { useDebounced } from './use-debounced.ts';

interface Hit {
  key: string;
  to: string;
  kind: string;
  title: React.ReactNode;
}

/**
 * The top bar's search: suggests the top hits as you type (debounced), Enter opens the full
 * results at /search?q=, arrows pick a suggestion, and '/' anywhere focuses the box.
 */
export function SearchBox() {
  const { user } = useAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const q = useDebounced(text.trim(), 200);
  const suggestions = useQuery({
    ...searchQuery(q, 5),
    enabled: Boolean(user) && q.length >= 2,
    staleTime: 10_000,
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const typing = target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
      if (event.key === '/' && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const hits: Hit[] = [
    ...(suggestions.data?.entries ?? []).map((e) => ({
      key: `e${e.id}`,
      to: `/entries/${e.id}`,
      kind: 'Activity',
      title: <Highlighted pieces={e.title_highlight} />,
    })),
    ...(suggestions.data?.connections ?? []).slice(0, 3).map((c) => ({
      key: `c${c.id}`,
      to: `/connections/${c.id}`,
      kind: 'Connection',
      title: <Highlighted pieces={c.name_highlight} />,
    })),
  ];
  const showList = open && q.length >= 2 && Boolean(suggestions.data);

  const close = () => {
    setOpen(false);
    input.current?.blur();
  };

  const links = () => [...(list.current?.querySelectorAll('a') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && showList && hits.length) {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && text.trim()) {
      event.preventDefault();
      close();
      navigate(`/search?q=${encodeURIComponent(text.trim())}`);
    }
  };

  /** Arrow keys move between suggestions; Escape goes back to the box. */
  const onListKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (at <= 0) input.current?.focus();
      else all[at - 1]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
      input.current?.focus();
    }
  };

  return (
    <search className="relative ml-1 min-w-0 flex-1 sm:max-w-md">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={input}
        type="search"
        aria-label="Search mementos"
        placeholder="Search mementos..."
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(e) => {
          if (!list.current?.contains(e.relatedTarget as Node)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-lg border bg-card pr-3 pl-9 text-base placeholder:text-muted-foreground/80 sm:h-10 sm:text-sm"
      />
      {showList && (
        <div
          ref={list}
          className="absolute inset-x-0 top-12 z-50 overflow-hidden rounded-xl border bg-card py-1 shadow-lg"
        >
          {hits.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">
              No matches. Press Enter to search everything.
            </p>
          ) : (
            <ul aria-label="Suggestions">
              {hits.map((hit) => (
                <li key={hit.key}>
                  <Link
                    to={hit.to}
                    onClick={close}
                    onKeyDown={onListKeyDown}
                    onMouseDown={(e) => e.preventDefault()}
                    className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm outline-none hover:bg-muted focus:bg-muted"
                  >
                    <span className="truncate">{hit.title}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{hit.kind}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
