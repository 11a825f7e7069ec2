import type { CanvasDesign, CanvasComponent } from '@/lib/design';
import { useMemo } from 'react';

import type { ConnectionFlowEdge } from './connection-edge';
import type { Selection } from './model/editor-state';
import { connectionName, distinctNames, spokenName } from './model/component-names';
import { layoutConnections } from './model/connection-layout';
import { COMPONENT_HEIGHT, COMPONENT_WIDTH } from './model/design';
import type { ComponentFlowNode } from './component-node';

type Drafts = Readonly<Record<string, { x: number; y: number }>>;

type Routes = ReturnType<typeof layoutConnections>;

/** Each connection's line between the components where they are on screen (a component being
 * dragged where it is dragged to). Kept apart from the edges, so a new selection, which only
 * changes their colour, does not route every line again. */
export function useRoutes(design: CanvasDesign, drafts: Drafts): Routes {
  return useMemo(() => {
    const onScreen = design.widgets.map((w) => {
      const at = drafts[w.id];
      return at ? { ...w, ...at } : w;
    });
    return layoutConnections(onScreen, design.connections);
  }, [design, drafts]);
}

/**
 * React Flow's nodes for the design. A node object is reused until its component, selection or
 * position changes, so dragging one component re-renders one node, not three hundred.
 */
// Keyed by the immutable component object, so an edited component naturally misses the cache.
const nodeCache = new WeakMap<CanvasComponent, ComponentFlowNode>();
// F2 renames a component on its box; Shift+F10 opens its menu.
const NODE_ATTRIBUTES = {
  'aria-roledescription': 'component',
  'aria-keyshortcuts': 'F2 Shift+F10',
};
const EDGE_ATTRIBUTES = { 'aria-hidden': true };

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
              // Above the connection labels, so a label never covers a connection point.
              zIndex: 1,
              ariaLabel: spokenName(component),
              domAttributes: NODE_ATTRIBUTES,
            };
      nodeCache.set(component, node);
      return node;
    });
  }, [design, selection, drafts]);
}

// Keyed like the nodes: an edge object is reused while its line, label and selection stay.
const edgeCache = new WeakMap<CanvasDesign['connections'][number], ConnectionFlowEdge>();

/**
 * React Flow's edges, routed where the components are on screen (`drafts` during a drag). The
 * line itself is hidden from screen readers: its label is the connection's focusable,
 * named control, and comes after every component in the tab order.
 */
export function toFlowEdges(
  design: CanvasDesign,
  selection: Selection,
  routes: Routes,
): ConnectionFlowEdge[] {
  const selected = new Set(selection.connections);
  const names = distinctNames(design.widgets);
  return design.connections.flatMap((connection) => {
    const route = routes.get(connection.id);
    if (!route) return [];
    const from = names.get(connection.from.widgetId) ?? '';
    const to = names.get(connection.to.widgetId) ?? '';
    const isSelected = selected.has(connection.id);
    const old = edgeCache.get(connection);
    if (
      old?.data &&
      old.selected === isSelected &&
      old.data.route.path === route.path &&
      old.data.route.label.x === route.label.x &&
      old.data.route.label.y === route.label.y &&
      old.data.from === from &&
      old.data.to === to
    ) {
      return [old];
    }
    const edge: ConnectionFlowEdge = {
      id: connection.id,
      ariaLabel: connectionName(connection.properties.protocol, from, to),
      type: 'connection',
      source: connection.from.widgetId,
      sourceHandle: connection.from.position,
      target: connection.to.widgetId,
      targetHandle: connection.to.position,
      data: { connection, route, from, to },
      selected: isSelected,
      focusable: false,
      domAttributes: EDGE_ATTRIBUTES,
    };
    edgeCache.set(connection, edge);
    return [edge];
  });
}
