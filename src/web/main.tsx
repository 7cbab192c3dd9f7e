// First, before any module that may parse with zod.
import './lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AccountProvider } from './auth/account.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { appContainer, revealApp } from './layout/prerendered-page.ts';
import { startOnlineTracking } from './offline/online.ts';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { queryClient } from './query-client.ts';
import { createRouter } from './router.tsx';
import './styles.css';

startOnlineTracking();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const router = createRouter();
// A page the server drew (the sign-in form) gives way at the latest when the app goes elsewhere.
const address = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`;
const firstAddress = address(router.state.location);
const unsubscribe = router.subscribe((state) => {
  // By address: the router's own first load may hand over a new location object for the same page.
  if (address(state.location) === firstAddress) return;
  revealApp();
  unsubscribe();
});
// Not in a transition: React Router subscribes to the router when it mounts, and a sliced first
// render let the router finish loading the page in between, unseen (the page stayed on its loader).
createRoot(appContainer(root)).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AccountProvider>
        <RouterProvider router={router} />
      </AccountProvider>
      <UpdatePrompt />
      <Toaster visibleToasts={1} duration={5000} closeButton richColors position="top-center" />
    </QueryClientProvider>
  </StrictMode>,
);
