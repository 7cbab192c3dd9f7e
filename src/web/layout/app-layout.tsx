import { useState } from 'react';
import { Outlet } from 'react-router';
import { Dialog, SheetContent } from '../components/ui/dialog.tsx';
import { SidebarNav } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** Top bar, sidebar (a drawer on narrow screens) and the page. */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <TopBar onOpenMenu={() => setDrawerOpen(true)} />
      <div className="mx-auto flex max-w-[1400px]">
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r lg:block">
          <SidebarNav />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
          <Outlet />
        </main>
      </div>
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent title="Menu">
          <SidebarNav onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
      </Dialog>
    </div>
  );
}
