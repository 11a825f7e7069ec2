import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';

import { problemQuery } from '@/features/practice/workspace/use-problem';
import { sessionStore } from '@/lib/auth/store-instance';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { queryClient } from '@/lib/query-client';

import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';
import { FULL_WINDOW } from './shell/full-window';

// Every page is its own chunk; heavy editors never weigh on the first page.
const HomePage = lazyWithReload(() => import('@/features/home/home-page'));
const LearnPage = lazyWithReload(() => import('@/features/learn/learn-page'));
const PracticeListPage = lazyWithReload(() => import('@/features/practice/practice-list-page'));
// The workspace's route, in app/, composes the practice workspace with the coach and assessment.
const WorkspacePage = lazyWithReload(() => import('./workspace/workspace-route'));
const CataloguePage = lazyWithReload(() => import('@/features/practice/catalogue-page'));
const PricingPage = lazyWithReload(() => import('@/features/pricing/pricing-page'));
const AuthCallbackPage = lazyWithReload(() => import('@/features/auth/auth-callback-page'));
const NotFoundPage = lazyWithReload(() => import('@/features/not-found/not-found-page'));

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
          { path: 'home', element: <HomePage /> },
          { path: 'learn/:lessonId?', element: <LearnPage /> },
          { path: 'practice', element: <PracticeListPage /> },
          // The workspace fills the window; a footer under it would make the page scroll.
          {
            path: 'practice/:problemId',
            element: <WorkspacePage />,
            handle: FULL_WINDOW,
            loader: prefetchProblem,
          },
          { path: 'problems', element: <CataloguePage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's router. Creating one reads the address and runs the matched route's loader. */
export function createRouter() {
  return createBrowserRouter(ROUTES);
}
