import { useEffect, useState, useSyncExternalStore } from 'react';

import { api } from '@/lib/api/client';
import { sessionStore } from '@/lib/auth/store-instance';

import { CourseSearch } from './course-search';

// One load per session (a visitor's, or an account's, whose tier decides which lessons'
// text it holds); the browser revalidates the body with its ETag on a later visit.
const loads = new Map<string, Promise<CourseSearch>>();

async function load(): Promise<CourseSearch> {
  const { data, response } = await api.GET('/api/search-index');
  if (!data) throw new Error(`Could not load the search (HTTP ${String(response.status)}).`);
  return CourseSearch.build(data);
}

function loadFor(session: string): Promise<CourseSearch> {
  let loading = loads.get(session);
  if (!loading) {
    loading = load();
    loads.set(session, loading);
    // A failed load is tried again the next time the search opens.
    loading.catch(() => loads.delete(session));
  }
  return loading;
}

type Loaded = { session: string } & (
  { search: CourseSearch; failed: false } | { search: null; failed: true }
);

/** The course's search index for the current session, loaded when the search opens. */
export function useCourseSearch(open: boolean): { search: CourseSearch | null; failed: boolean } {
  const session = useSyncExternalStore(
    (onChange) => sessionStore.subscribe(onChange),
    () => sessionStore.rawSession() ?? '',
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    loadFor(session).then(
      (search) => {
        if (current) setLoaded({ session, search, failed: false });
      },
      () => {
        if (current) setLoaded({ session, search: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [session, open]);
  if (loaded?.session !== session) return { search: null, failed: false };
  return loaded;
}
