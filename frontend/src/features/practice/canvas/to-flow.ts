import type { CanvasDesign, CanvasComponent } from '@/lib/design';
import { useMemo } from 'react';

import type { ConnectionFlowEdge } from './connection-edge';
import type { Selection } from './editor-state';
import { COMPONENT_HEIGHT, COMPONENT_WIDTH } from './model/design';
import type { ComponentFlowNode } from './component-node';

type Drafts = Readonly<Record<string, { x: number; y: number }>>;

/**
 * React Flow's nodes for the design. A node object is reused until its component, selection or
 * position changes, so dragging one component re-renders one node, not three hundred.
 */
// Keyed by the immutable component object, so an edited component naturally misses the cache.
const nodeCache = new WeakMap<CanvasComponent, ComponentFlowNode>();

export function useFlowNodes(design: CanvasDesign, selection: Selection, drafts: Drafts) {
  return useMemo(() => {
    const selected = new Set(selection.components);
    return design.widgets.map((component) => {
      const position = drafts[component.id] ?? { x: component.x, y: component.y };
      const isSelected = selected.has(component.id);
      const old = nodeCache.get(component);
      const node =
        old?.data.component === component &&
        old.selected === isSelected &&
        old.position.x === position.x &&
        old.position.y === position.y
          ? old
          : {
              id: component.id,
              type: 'component' as const,
              position,
              data: { component },
              width: COMPONENT_WIDTH,
              height: COMPONENT_HEIGHT,
              selected: isSelected,
            };
      nodeCache.set(component, node);
      return node;
    });
  }, [design, selection, drafts]);
}

export function toFlowEdges(design: CanvasDesign, selection: Selection): ConnectionFlowEdge[] {
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
