import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ConflictDialog } from '../offline/conflict-dialog.tsx';
import { OfflineBanner } from '../offline/offline-banner.tsx';
import { OutboxSync } from '../offline/outbox-sync.tsx';
import { SidebarNav } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(loadDrawer);

/** Top bar, sidebar (a drawer on narrow screens) and the page; offline, a banner and the outbox's sender. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted at the first opening, and kept so it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // The drawer's code (Radix Dialog) is not needed to show the page: fetched once the page is up.
  useEffect(() => {
    const id = setTimeout(loadDrawer, 2000);
    return () => clearTimeout(id);
  }, []);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary text-primary-foreground focus:not-sr-only focus:px-3 focus:py-2 focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <TopBar
        onOpenMenu={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      />
      <OfflineBanner />
      <OutboxSync />
      <ConflictDialog />
      <div className="mx-auto flex max-w-[1400px]">
        <aside className="sticky top-[calc(4rem+env(safe-area-inset-top))] hidden h-[calc(100dvh-4rem-env(safe-area-inset-top))] w-60 shrink-0 overflow-y-auto border-r lg:block">
          <SidebarNav />
        </aside>
        <main
          id="main"
          className="min-w-0 flex-1 px-4 py-6 pr-[max(1rem,env(safe-area-inset-right))] pb-[calc(1.5rem+env(safe-area-inset-bottom))] pl-[max(1rem,env(safe-area-inset-left))] sm:px-8 sm:py-8"
        >
          <Outlet />
        </main>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </div>
  );
}
