import { CardGridSkeleton, SkeletonBlock } from '../components/ui/skeleton.tsx';

const PUBLIC_PATHS = /^\/(landing|auth)?(\/|$)/;

/** Whether a path is one of the public pages (landing, auth), whose first load shows the brand. */
export const isPublicPath = (path: string) => path === '/' || PUBLIC_PATHS.test(path);

/** The brand, while a public page's code loads. */
export function PublicLoading() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3">
      <img src="/favicon.svg" alt="" className="size-12 animate-pulse" />
      <p className="text-muted-foreground">Loading Memento...</p>
    </div>
  );
}

/** The app's frame (top bar, sidebar) and a skeleton, while a signed-in page's code loads. */
export function AppLoading() {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/90 px-3 sm:px-5">
        <img src="/favicon.svg" alt="" className="size-7" />
        <span className="hidden text-lg font-semibold tracking-tight sm:inline">Memento</span>
        <SkeletonBlock className="ml-4 h-9 max-w-md flex-1" />
      </header>
      <div className="mx-auto flex max-w-[1400px]">
        <aside className="hidden w-60 shrink-0 flex-col gap-3 border-r p-4 lg:flex">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
            <SkeletonBlock key={k} className="h-7 w-full" />
          ))}
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
          <SkeletonBlock className="mb-6 h-8 w-48" />
          <CardGridSkeleton label="Loading..." />
        </main>
      </div>
    </div>
  );
}

/**
 * What the router shows while the first route's code loads (React Router's HydrateFallback): the
 * app's frame and a skeleton on signed-in paths, the brand on public ones. Never a blank page. The
 * server sends the same markup in the HTML (prerender-first-paint.tsx), so it shows before any script.
 */
export function FirstLoadFallback() {
  return isPublicPath(window.location.pathname) ? <PublicLoading /> : <AppLoading />;
}
