import { ViewportPortal } from '@xyflow/react';

import styles from './canvas.module.css';

const MARKERS = [
  ['systemcraft-arrow', styles.arrow],
  ['systemcraft-arrow-selected', styles.selectedArrow],
] as const;

/** The arrowheads connections end with, defined once inside the viewport: a marker takes its
 * colour from where it is defined, not from the line, so a selected line has its own. */
export function ArrowMarker() {
  return (
    <ViewportPortal>
      <svg className={styles.defs} aria-hidden="true">
        <defs>
          {MARKERS.map(([id, className]) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0 0L10 5L0 10z" className={className} />
            </marker>
          ))}
        </defs>
      </svg>
    </ViewportPortal>
  );
}
