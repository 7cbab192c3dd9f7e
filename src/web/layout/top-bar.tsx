import { Menu, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../auth/account.tsx';
import { Button } from '../components/ui/button.tsx';
import { SkeletonBlock } from '../components/ui/skeleton.tsx';
import { SearchBox } from './search-box.tsx';

// The menu (Radix DropdownMenu and its positioning library) is its own chunk: the page paints
// without waiting for it, and its placeholder holds the avatar's place meanwhile.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user, loading } = useAccount();
  return (
    // In the installed app on a notched phone the page runs under the status bar and the rounded
    // corners (viewport-fit=cover): the bar pads itself clear of them.
    <header className="sticky top-0 z-40 border-b bg-background/90 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-5">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
        <Link
          to="/"
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 text-lg font-semibold tracking-tight"
        >
          <img src="/favicon.svg" alt="" className="size-7" />
          {/* Hidden on a phone but still the link's name for screen readers. */}
          <span className="sr-only sm:not-sr-only">Memento</span>
        </Link>
        <SearchBox />
        <div className="ml-auto flex items-center gap-2">
          <Button asChild size="md" className="min-w-11 px-3 sm:px-4">
            <Link to="/create-memento" aria-label="New Memento">
              <Plus aria-hidden />
              <span className="hidden md:inline">New Memento</span>
            </Link>
          </Button>
          {loading ? (
            <SkeletonBlock className="size-9 rounded-full" />
          ) : user ? (
            <Suspense fallback={<SkeletonBlock className="size-9 rounded-full" />}>
              <UserMenu />
            </Suspense>
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
