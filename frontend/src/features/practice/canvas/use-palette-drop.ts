import { isComponentType } from '@/lib/design/recognition';
import { useReactFlow } from '@xyflow/react';
import { useCallback, type DragEvent } from 'react';

import { dropAt } from './model/drop';
import { PALETTE_MIME } from './palette-focus';
import type { DesignEditor } from './use-design-editor';

/**
 * Dragging a component from the palette onto the canvas: it lands with its centre under the
 * pointer where it is let go, on the grid or not. A drop left of or above the canvas's origin
 * moves the design and the view together (model/drop.ts), so it still lands there.
 */
export function usePaletteDrop(editor: DesignEditor) {
  const flow = useReactFlow();
  const { state, dispatch } = editor;

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(PALETTE_MIME);
      if (!isComponentType(type)) return;
      event.preventDefault();
      // Where the pointer is, not the grid cell nearest it.
      const at = flow.screenToFlowPosition(
        { x: event.clientX, y: event.clientY },
        { snapToGrid: false },
      );
      const { result, shift } = dropAt(state, type, at);
      dispatch({ type: 'apply', result });
      if (shift.x === 0 && shift.y === 0) return;
      const { x, y, zoom } = flow.getViewport();
      void flow.setViewport({ x: x - shift.x * zoom, y: y - shift.y * zoom, zoom });
    },
    [state, dispatch, flow],
  );

  return { onDragOver, onDrop };
}
