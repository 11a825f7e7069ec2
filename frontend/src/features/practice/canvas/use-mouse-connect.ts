import type { Side } from '@/lib/design';
import {
  useReactFlow,
  type Connection as FlowConnection,
  type FinalConnectionState,
} from '@xyflow/react';
import { useCallback } from 'react';

import { componentAt, nearestSide } from './model/linking';
import type { DesignEditor } from './use-design-editor';
import type { useLink } from './use-link';

/** Where a pointer or the last finger to lift was when the line was let go. */
function releasedAt(event: MouseEvent | TouchEvent) {
  if ('changedTouches' in event) {
    const touch = event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  return { x: event.clientX, y: event.clientY };
}

/**
 * A line drawn from a connection point connects when it is let go on another component's
 * point (React Flow snaps to one within 30 px) or anywhere on its body, where it ends on the
 * side nearest the pointer.
 */
export function useMouseConnect(editor: DesignEditor, link: ReturnType<typeof useLink>) {
  const flow = useReactFlow();
  const widgets = editor.design.widgets;

  const onConnect = useCallback(
    (line: FlowConnection) => {
      link(
        { widgetId: line.source, position: (line.sourceHandle ?? 'right') as Side },
        { widgetId: line.target, position: (line.targetHandle ?? 'left') as Side },
      );
    },
    [link],
  );

  const onConnectEnd = useCallback(
    (event: MouseEvent | TouchEvent, line: FinalConnectionState) => {
      // On a connection point: onConnect has made it.
      if (line.isValid || !line.fromNode) return;
      const released = releasedAt(event);
      if (!released) return;
      const at = flow.screenToFlowPosition(released, { snapToGrid: false });
      const target = componentAt(widgets, at);
      if (!target || target.id === line.fromNode.id) return;
      link(
        { widgetId: line.fromNode.id, position: (line.fromHandle.id ?? 'right') as Side },
        { widgetId: target.id, position: nearestSide(target, at) },
      );
    },
    [flow, widgets, link],
  );

  return { onConnect, onConnectEnd };
}
