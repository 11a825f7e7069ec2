import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';

import { useCanvasHandle } from './canvas-handle';

/** Fills in the workspace's handle on the canvas while the canvas is up. */
export function useProvideCanvasHandle(): void {
  const handleRef = useCanvasHandle();
  const flow = useReactFlow();
  const store = useStoreApi();
  useEffect(() => {
    handleRef.current = {
      visibleArea: () => {
        const pane = store.getState().domNode?.getBoundingClientRect();
        if (!pane || pane.width === 0) return null;
        const topLeft = flow.screenToFlowPosition({ x: pane.left, y: pane.top });
        const bottomRight = flow.screenToFlowPosition({ x: pane.right, y: pane.bottom });
        return { left: topLeft.x, top: topLeft.y, right: bottomRight.x, bottom: bottomRight.y };
      },
      centreOn: ({ x, y }) => {
        void flow.setCenter(x, y, { zoom: flow.getZoom(), duration: 200 });
      },
      showComponents: (ids) => {
        void flow.fitView({ nodes: ids.map((id) => ({ id })), padding: 0.6, duration: 300 });
      },
      element: () => store.getState().domNode,
    };
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, flow, store]);
}
