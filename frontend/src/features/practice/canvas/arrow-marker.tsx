import { ViewportPortal } from '@xyflow/react';

import styles from './canvas.module.css';

// In the canvas's own units, not the line's: a line drawn thick by its traffic keeps the
// arrowhead every line has (the sizes are what 7 line widths of 1.6 and 2.6 px gave).
const MARKERS = [
  ['systemcraft-arrow', styles.arrow, 11],
  ['systemcraft-arrow-selected', styles.selectedArrow, 18],
] as const;

/** The arrowheads connections end with, defined once inside the viewport: a marker takes its
 * colour from where it is defined, not from the line, so a selected line has its own. */
export function ArrowMarker() {
  return (
    <ViewportPortal>
      <svg className={styles.defs} aria-hidden="true">
        <defs>
          {MARKERS.map(([id, className, size]) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerUnits="userSpaceOnUse"
              markerWidth={size}
              markerHeight={size}
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
