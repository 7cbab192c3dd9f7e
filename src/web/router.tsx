import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useAccount } from './auth/account.tsx';
import { LoadingState } from './components/ui/spinner.tsx';
import { startDashboardReads } from './features/entries/dashboard-reads.ts';
import { FirstLoadFallback } from './layout/first-load-fallback.tsx';
import { RequireAccount } from './layout/require-account.tsx';
import { RouteError } from './layout/route-error.tsx';
import { queryClient } from './query-client.ts';

/** `/` sends visitors to the landing page and signed-in users to their dashboard. */
function Home() {
  const account = useAccount();
  if (account.loading) return <LoadingState label="Preparing your account..." />;
  return <Navigate to={account.user && !account.syncError ? '/dashboard' : '/landing'} replace />;
}

/** Each page's code loads when it is first visited, so the landing page stays small. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Paths that show one page (it reads which from the URL): one lazy import for all of them. */
const pages = (paths: string[], load: () => Promise<{ default: React.ComponentType }>): RouteObject[] =>
  paths.map((path) => ({ path, ...page(load) }));

/** The product's whole route table (PRODUCT-SPEC section 2). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's code loads; without it the screen stays blank and React Router warns.
    hydrateFallbackElement: <FirstLoadFallback />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/landing', ...page(() => import('./features/landing/landing-page.tsx')) },
      { path: '/auth/*', ...page(() => import('./features/auth/auth-page.tsx')) },
      {
        // The signed-in shell (top bar, sidebar, drawer) is its own chunk: the landing page never loads it.
        lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
        children: [
          ...pages(['/test', '/clerk-supabase-test'], () => import('./features/devtools/test-page.tsx')),
          {
            element: <RequireAccount />,
            children: [
              {
                path: '/dashboard',
                // The page's reads start with its code, not after it (returns at once: nothing waits).
                loader: ({ request }) => {
                  startDashboardReads(queryClient, new URL(request.url).searchParams);
                  return null;
                },
                ...page(() => import('./features/entries/entries-page.tsx')),
              },
              { path: '/on-this-day', ...page(() => import('./features/today/on-this-day-page.tsx')) },
              ...pages(
                ['/create-memento', '/create-entry', '/edit-entry/:id'],
                () => import('./features/entry-editor/entry-editor-page.tsx'),
              ),
              { path: '/entries/:id', ...page(() => import('./features/entries/entry-detail-page.tsx')) },
              { path: '/connections', ...page(() => import('./features/connections/connections-page.tsx')) },
              {
                path: '/connections/graph',
                ...page(() => import('./features/connection-graph/connection-graph-page.tsx')),
              },
              {
                path: '/connections/:id',
                ...page(() => import('./features/connections/connection-detail-page.tsx')),
              },
              ...pages(
                ['/create-connection', '/edit-connection/:id'],
                () => import('./features/connections/connection-form-page.tsx'),
              ),
              { path: '/calendar', ...page(() => import('./features/calendar/calendar-page.tsx')) },
              { path: '/insights', ...page(() => import('./features/insights/insights-page.tsx')) },
              { path: '/digest', ...page(() => import('./features/digests/digests-page.tsx')) },
              { path: '/groups', ...page(() => import('./features/groups/groups-page.tsx')) },
              { path: '/groups/:id', ...page(() => import('./features/groups/group-detail-page.tsx')) },
              { path: '/favorites', ...page(() => import('./features/favorites/favorites-page.tsx')) },
              { path: '/tags', ...page(() => import('./features/catalog/tags-and-places-page.tsx')) },
              {
                path: '/tags/:id',
                lazy: async () => ({
                  Component: (await import('./features/catalog/catalog-entries-page.tsx')).TagEntriesPage,
                }),
              },
              {
                path: '/places/:id',
                lazy: async () => ({
                  Component: (await import('./features/catalog/catalog-entries-page.tsx')).PlaceEntriesPage,
                }),
              },
              { path: '/search', ...page(() => import('./features/search/search-page.tsx')) },
              { path: '/ask', ...page(() => import('./features/ask/ask-page.tsx')) },
              {
                path: '/subscription-success',
                ...page(() => import('./features/billing/subscription-success-page.tsx')),
              },
              { path: '/settings', ...page(() => import('./features/settings/settings-page.tsx')) },
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./features/not-found/not-found-page.tsx')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
