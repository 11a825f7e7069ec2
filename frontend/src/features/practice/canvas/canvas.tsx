import { Suspense } from 'react';

import { lazyWithReload } from '@/lib/lazy-with-reload';

import type { DesignCanvasProps } from './design-canvas';
import styles from './canvas.module.css';

// React Flow and the canvas's own code (75 KB compressed) load after the workspace has
// painted, so a phone shows the brief, the palette and the tabs without waiting for them.
const DesignCanvas = lazyWithReload(() => import('./design-canvas'));

/** The design canvas. While its code loads, its place holds what is drawn over it (the empty
 * canvas's guide, the save messages), so nothing there waits for the canvas. */
export function Canvas(props: DesignCanvasProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.canvas} aria-busy="true">
          {props.children}
        </div>
      }
    >
      <DesignCanvas {...props} />
    </Suspense>
  );
}
