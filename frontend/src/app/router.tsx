import { createBrowserRouter, redirect } from 'react-router';

import { lazyWithReload } from '@/lib/lazy-with-reload';

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

export const router = createBrowserRouter([
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
          { path: 'practice/:problemId', element: <WorkspacePage />, handle: FULL_WINDOW },
          { path: 'problems', element: <CataloguePage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
