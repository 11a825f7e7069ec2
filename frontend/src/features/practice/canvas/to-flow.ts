import { useMemo } from 'react';

import type { ConnectionFlowEdge } from './connection-edge';
import type { Selection } from './editor-state';
import { WIDGET_HEIGHT, WIDGET_WIDTH, type Design, type Widget } from './model/design';
import type { WidgetFlowNode } from './widget-node';

type Drafts = Readonly<Record<string, { x: number; y: number }>>;

/**
 * React Flow's nodes for the design. A node object is reused until its widget, selection or
 * position changes, so dragging one widget re-renders one node, not three hundred.
 */
// Keyed by the immutable widget object, so an edited widget naturally misses the cache.
const nodeCache = new WeakMap<Widget, WidgetFlowNode>();

export function useFlowNodes(design: Design, selection: Selection, drafts: Drafts) {
  return useMemo(() => {
    const selected = new Set(selection.widgets);
    return design.widgets.map((widget) => {
      const position = drafts[widget.id] ?? { x: widget.x, y: widget.y };
      const isSelected = selected.has(widget.id);
      const old = nodeCache.get(widget);
      const node =
        old?.data.widget === widget &&
        old.selected === isSelected &&
        old.position.x === position.x &&
        old.position.y === position.y
          ? old
          : {
              id: widget.id,
              type: 'widget' as const,
              position,
              data: { widget },
              width: WIDGET_WIDTH,
              height: WIDGET_HEIGHT,
              selected: isSelected,
            };
      nodeCache.set(widget, node);
      return node;
    });
  }, [design, selection, drafts]);
}

export function toFlowEdges(design: Design, selection: Selection): ConnectionFlowEdge[] {
  const selected = new Set(selection.connections);
  return design.connections.map((connection) => ({
    id: connection.id,
    type: 'connection',
    source: connection.from.widgetId,
    sourceHandle: connection.from.position,
    target: connection.to.widgetId,
    targetHandle: connection.to.position,
    data: { connection },
    selected: selected.has(connection.id),
  }));
}
