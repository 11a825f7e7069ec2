import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from '@/app/providers';
import { createRouter } from '@/app/router';

import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Running the code, creating the router (which runs the first route's loader) and the first
// render are three tasks rather than one, and the render is a transition, which yields to the
// browser every few milliseconds: no long task holds the page (Lighthouse counts each one's
// time past 50 ms as blocking).
const reactRoot = createRoot(root);
window.setTimeout(() => {
  const router = createRouter();
  window.setTimeout(() => {
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
});
