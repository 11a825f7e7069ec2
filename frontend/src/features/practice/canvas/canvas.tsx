import { Suspense } from 'react';

import { lazyWithReload } from '@/lib/lazy-with-reload';

import type { DesignCanvasProps } from './design-canvas';
import { useAfterPaint } from './use-after-paint';
import styles from './canvas.module.css';

// React Flow and the canvas's own code (60 KB compressed) are asked for once the workspace has
// painted, so a phone shows the brief, the palette and the tabs without waiting for them (and
// their download does not share the line with the workspace's own code).
let loaded = false;
const DesignCanvas = lazyWithReload<DesignCanvasProps>(() =>
  import('./design-canvas').then((module) => {
    loaded = true;
    return module;
  }),
);

/** The design canvas. Until its code has loaded, its place holds what is drawn over it (the
 * empty canvas's guide, the save messages), so nothing there waits for the canvas. */
export function Canvas(props: DesignCanvasProps) {
  const wanted = useAfterPaint(loaded);
  const placeholder = (
    <div className={styles.canvas} aria-busy="true">
      {props.children}
    </div>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DesignCanvas {...props} />
    </Suspense>
  );
}
