import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useAccount } from './auth/account.tsx';
import { LoadingState } from './components/ui/spinner.tsx';
import { RequireAccount } from './layout/require-account.tsx';
import { RouteError } from './layout/route-error.tsx';

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

const section = (title: string, subtitle: string) => ({
  lazy: async () => {
    const { SectionPage } = await import('./features/pages/section-page.tsx');
    return { Component: () => <SectionPage title={title} subtitle={subtitle} /> };
  },
});

/** The product's whole route table (PRODUCT-SPEC section 2). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/landing', ...page(() => import('./features/landing/landing-page.tsx')) },
      { path: '/auth/*', ...page(() => import('./features/auth/auth-page.tsx')) },
      {
        // The signed-in shell (top bar, sidebar, drawer) is its own chunk: the landing page never loads it.
        lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
        children: [
          { path: '/test', ...page(() => import('./features/devtools/test-page.tsx')) },
          { path: '/clerk-supabase-test', ...page(() => import('./features/devtools/test-page.tsx')) },
          {
            element: <RequireAccount />,
            children: [
              { path: '/dashboard', ...section('Activities', 'Your moments, newest first.') },
              { path: '/create-memento', ...section('New Activity', 'Capture a moment.') },
              { path: '/create-entry', ...section('New Activity', 'Capture a moment.') },
              { path: '/edit-entry/:id', ...section('Edit Activity', 'Change what you captured.') },
              { path: '/entries/:id', ...section('Activity', 'One moment, in full.') },
              {
                path: '/connections',
                ...section('Connections', 'People, ideas and institutions in your life.'),
              },
              { path: '/connections/:id', ...section('Connection', 'One connection and its moments.') },
              {
                path: '/create-connection',
                ...section('New Connection', 'Add a person, idea or institution.'),
              },
              { path: '/edit-connection/:id', ...section('Edit Connection', 'Change a connection.') },
              { path: '/calendar', ...section('Calendar', 'Your moments, day by day.') },
              {
                path: '/digest',
                ...section('Reflective Digests', 'Look back over a week, a month or a year.'),
              },
              { path: '/groups', ...section('Groups', 'Organize your data into meaningful collections') },
              { path: '/groups/:id', ...section('Group', 'One collection.') },
              { path: '/favorites', ...section('Favorites', 'The entries and connections you marked.') },
              { path: '/search', ...section('Search', 'Find a moment again.') },
              { path: '/subscription-success', ...section('Subscription', 'Your plan.') },
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
