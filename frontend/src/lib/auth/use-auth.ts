import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { api } from '@/lib/api/client';

import { fetchCurrentUser } from './auth-client';
import { parseStoredSession, type Session, type SessionUser } from './session';
import { sessionStore } from './store-instance';

const subscribe = (onChange: () => void) => sessionStore.subscribe(onChange);
const snapshot = () => sessionStore.rawSession();

export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => parseStoredSession(raw), [raw]);
}

/** The signed-in user, fetched from GET /auth/user whenever the session changes. */
export function useCurrentUser(): { user: SessionUser | null; isLoading: boolean } {
  const session = useSession();
  const accessToken = session?.access_token;
  const query = useQuery({
    queryKey: ['auth', 'user', accessToken],
    queryFn: () => fetchCurrentUser(accessToken ?? ''),
    enabled: Boolean(accessToken),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const fetched = query.data;
  useEffect(() => {
    // Keep the stored session's user current, so other tabs and reloads have it at once.
    const stored = sessionStore.getSession();
    if (fetched && stored && JSON.stringify(stored.user) !== JSON.stringify(fetched)) {
      sessionStore.setSession({ ...stored, user: fetched }, 'USER_UPDATED');
    }
  }, [fetched]);
  if (!session) return { user: null, isLoading: false };
  return { user: fetched ?? session.user, isLoading: query.isPending && !session.user };
}

export interface AuthOptions {
  google: boolean;
  dev_login: boolean;
}

/** Which sign-in this server offers; neither means guest mode. */
export function useAuthOptions() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: async (): Promise<AuthOptions> => {
      const { data } = await api.GET('/auth/config');
      return data ?? { google: false, dev_login: false };
    },
    staleTime: Infinity,
  });
}
