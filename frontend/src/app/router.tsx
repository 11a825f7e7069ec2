import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  createPath,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';

import { PageLoader } from '@/components/page-loader';
import { problemQuery } from '@/features/practice/workspace/use-problem';
import { sessionStore } from '@/lib/auth/store-instance';
import { browserEnvironment, loadWithReload } from '@/lib/lazy-with-reload';
import { queryClient } from '@/lib/query-client';

import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';
import { FULL_WINDOW } from './shell/full-window';

/**
 * Every page is its own chunk; heavy editors never weigh on the first page. The router loads a
 * page's chunk (reloading once when a deploy replaced it) before it shows the page, instead of
 * a lazy component suspending: React holds a page that replaces a Suspense fallback back until
 * 300 ms after the fallback appeared, which every first visit waited for. While the first
 * page's chunk loads, the shell shows the loader in its place.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => ({
      Component: (await loadWithReload(load, browserEnvironment(reloadAtDestination))).default,
    }),
    HydrateFallback: PageLoader,
  };
}

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** The address a navigation is on its way to is not shown until its page's chunk loads: a
 * reload for a chunk that failed loads that address, not the page being left. */
function reloadAtDestination() {
  const destination = router?.state.navigation.location;
  if (destination) window.location.assign(createPath(destination));
  else window.location.reload();
}

/** Asks for the workspace's problem as the address is matched, beside the download of the
 * workspace's code rather than after it: one round trip less before the canvas shows. The
 * page does not wait for it; its own query picks the answer up. */
function prefetchProblem({ params }: LoaderFunctionArgs) {
  const tier = sessionStore.getSession()?.user?.tier_id ?? null;
  // In a task of its own: the first page load creates the router in one already.
  window.setTimeout(() => {
    // Its failures are the page's to show, when its own query meets them.
    queryClient.query(problemQuery(params.problemId ?? '', tier)).catch(() => undefined);
  });
  return null;
}

const ROUTES: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/home') },
          { path: 'home', ...page(() => import('@/features/home/home-page')) },
          { path: 'learn/:lessonId?', ...page(() => import('@/features/learn/learn-page')) },
          { path: 'practice', ...page(() => import('@/features/practice/practice-list-page')) },
          // The workspace fills the window; a footer under it would make the page scroll.
          {
            path: 'practice/:problemId',
            // The workspace's route, in app/, composes the practice workspace with the coach and assessment.
            ...page(() => import('./workspace/workspace-route')),
            handle: FULL_WINDOW,
            loader: prefetchProblem,
          },
          { path: 'problems', ...page(() => import('@/features/practice/catalogue-page')) },
          { path: 'pricing', ...page(() => import('@/features/pricing/pricing-page')) },
          { path: 'auth/callback', ...page(() => import('@/features/auth/auth-callback-page')) },
          { path: '*', ...page(() => import('@/features/not-found/not-found-page')) },
        ],
      },
    ],
  },
];

/** The app's router. Creating one reads the address and runs the matched route's loader. */
export function createRouter() {
  router = createBrowserRouter(ROUTES);
  return router;
}
