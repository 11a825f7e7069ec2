import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { refreshSession } from '@/lib/auth/auth-client';
import { startAutoRefresh } from '@/lib/auth/refresh';
import { sessionStore } from '@/lib/auth/store-instance';
import { queryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => startAutoRefresh(sessionStore, refreshSession), []);
  useEffect(
    () =>
      sessionStore.subscribe((event) => {
        // Nothing fetched for one account may be shown to the next.
        if (event === 'SIGNED_OUT') queryClient.removeQueries({ predicate: isPrivateQuery });
      }),
    [],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

function isPrivateQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] !== 'auth' || query.queryKey[1] !== 'config';
}
