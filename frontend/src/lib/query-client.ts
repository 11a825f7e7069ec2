import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: the providers hand it to React, and a route's loader may start
 * its page's first request with it before the page's code has arrived. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
