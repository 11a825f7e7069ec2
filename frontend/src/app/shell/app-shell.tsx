import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { PageLoader } from '@/components/page-loader';

import styles from './app-shell.module.css';
import { useFullWindow } from './full-window';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppShell() {
  const fullWindow = useFullWindow();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {!fullWindow && <SiteFooter />}
    </div>
  );
}
