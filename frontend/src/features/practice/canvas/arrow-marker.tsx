import { ViewportPortal } from '@xyflow/react';

import styles from './canvas.module.css';

/** The arrowhead every connection ends with, defined once inside the viewport. */
export function ArrowMarker() {
  return (
    <ViewportPortal>
      <svg className={styles.defs} aria-hidden="true">
        <defs>
          <marker
            id="systemcraft-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10z" fill="currentColor" />
          </marker>
        </defs>
      </svg>
    </ViewportPortal>
  );
}
