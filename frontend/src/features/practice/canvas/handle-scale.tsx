import { useStore, type ReactFlowState } from '@xyflow/react';
import { useEffect } from 'react';

/** Below this zoom the connection points stop growing: at a far-out overview they would
 * cover the boxes. */
const LEAST_ZOOM = 0.5;

const scaleOf = (state: ReactFlowState) =>
  1 / Math.min(1, Math.max(LEAST_ZOOM, state.transform[2]));

/**
 * Keeps the connection points at least 16 px on screen (24 px to touch) when the view is
 * zoomed out, as it is on a phone: sets `--handle-scale` on the canvas, which the handles'
 * size is multiplied by. Only this renders on each zoom step, not the canvas.
 */
export function HandleScale() {
  const scale = useStore(scaleOf);
  const domNode = useStore((state) => state.domNode);
  useEffect(() => {
    domNode?.style.setProperty('--handle-scale', String(scale));
  }, [domNode, scale]);
  return null;
}
