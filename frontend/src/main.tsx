import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';

import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// In a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for its whole length (Lighthouse counts that as blocking time).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
