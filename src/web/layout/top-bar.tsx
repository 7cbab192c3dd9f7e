import { Menu, Plus, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../auth/account.tsx';
import { Button } from '../components/ui/button.tsx';
import { UserMenu } from './user-menu.tsx';

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user } = useAccount();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-5">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" className="size-7" />
          <span className="hidden sm:inline">Memento</span>
        </Link>
        <search className="relative ml-1 min-w-0 flex-1 sm:max-w-md">
          <form onSubmit={onSearch}>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              type="search"
              aria-label="Search mementos"
              placeholder="Search mementos..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="h-10 w-full rounded-lg border bg-card pr-3 pl-9 text-sm placeholder:text-muted-foreground/80"
            />
          </form>
        </search>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild size="md" className="px-3 sm:px-4">
            <Link to="/create-memento" aria-label="New Memento">
              <Plus aria-hidden />
              <span className="hidden md:inline">New Memento</span>
            </Link>
          </Button>
          {user ? (
            <UserMenu />
          ) : (
            <Button asChild variant="outline">
              <Link to="/auth">Sign in</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
