import { useStore, ViewportPortal, type ReactFlowState } from '@xyflow/react';
import { memo } from 'react';

import styles from './canvas.module.css';
import type { Guide } from './model/alignment';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './model/design';

const zoomOf = (state: ReactFlowState) => state.transform[2];

/**
 * The alignment guides of the component being dragged, drawn in flow coordinates so they pan and
 * zoom with the canvas. Only present during a drag, and left out of exported images.
 */
export const AlignmentGuides = memo(function AlignmentGuides({
  guides,
}: {
  guides: readonly Guide[];
}) {
  return guides.length === 0 ? null : <GuideLines guides={guides} />;
});

function GuideLines({ guides }: { guides: readonly Guide[] }) {
  // One screen pixel thick at any zoom.
  const thickness = 1 / useStore(zoomOf);
  return (
    <ViewportPortal>
      <div className={styles.guides} aria-hidden="true">
        {guides.map(({ axis, at }) => (
          <div
            key={`${axis}:${String(at)}`}
            className={styles.guide}
            data-testid="alignment-guide"
            data-axis={axis}
            style={
              axis === 'x'
                ? { left: at - thickness / 2, top: 0, width: thickness, height: CANVAS_HEIGHT }
                : { left: 0, top: at - thickness / 2, width: CANVAS_WIDTH, height: thickness }
            }
          />
        ))}
      </div>
    </ViewportPortal>
  );
}
