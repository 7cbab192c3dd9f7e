import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/http.ts';

/** The app's one query cache: the tree reads it, and route loaders start a page's first reads in it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network trouble and 5xx may.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
