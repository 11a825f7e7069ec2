/** The design on the canvas as plain data, and every edit as a pure function. */

import {
  DEFAULT_CONNECTION,
  type CanvasComponent,
  type CanvasConnection,
  type CanvasDesign,
  type ConnectionProperties,
  type ComponentType,
  type Side,
} from '@/lib/design';

import { COMPONENT_CATALOGUE, newProperties } from './component-types';
import { facingSides } from './routing';

export const COMPONENT_WIDTH = 120;
export const COMPONENT_HEIGHT = 80;
export const GRID = 24;
export const CANVAS_WIDTH = 4800;
export const CANVAS_HEIGHT = 3200;

export const EMPTY_DESIGN: CanvasDesign = { widgets: [], connections: [] };

export type IdFactory = (prefix: string) => string;

const randomId: IdFactory = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** Dragging is clamped inside the canvas. */
export function clampPosition(x: number, y: number): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), CANVAS_WIDTH - COMPONENT_WIDTH),
    y: Math.min(Math.max(0, y), CANVAS_HEIGHT - COMPONENT_HEIGHT),
  };
}

/** A fresh component of `type` with its catalogue name, description and defaults. */
export function newComponent(
  type: ComponentType,
  x: number,
  y: number,
  newId: IdFactory = randomId,
): CanvasComponent {
  const spec = COMPONENT_CATALOGUE[type];
  return {
    id: newId(type),
    type,
    ...clampPosition(x, y),
    width: COMPONENT_WIDTH,
    height: COMPONENT_HEIGHT,
    name: spec.name,
    description: spec.description,
    properties: newProperties(type),
  };
}

export function addComponent(
  design: CanvasDesign,
  type: ComponentType,
  x: number,
  y: number,
  newId: IdFactory = randomId,
): CanvasDesign {
  return { ...design, widgets: [...design.widgets, newComponent(type, x, y, newId)] };
}

export function moveComponent(
  design: CanvasDesign,
  id: string,
  x: number,
  y: number,
): CanvasDesign {
  return {
    ...design,
    widgets: design.widgets.map((w) => (w.id === id ? { ...w, ...clampPosition(x, y) } : w)),
  };
}

export function updateComponent(
  design: CanvasDesign,
  id: string,
  changes: Partial<Pick<CanvasComponent, 'name' | 'description' | 'properties'>>,
): CanvasDesign {
  return {
    ...design,
    widgets: design.widgets.map((w) => (w.id === id ? { ...w, ...changes } : w)),
  };
}

/** Removes the components and every connection that touches them. */
export function removeComponents(design: CanvasDesign, ids: readonly string[]): CanvasDesign {
  const gone = new Set(ids);
  return {
    widgets: design.widgets.filter((w) => !gone.has(w.id)),
    connections: design.connections.filter(
      (c) => !gone.has(c.from.widgetId) && !gone.has(c.to.widgetId),
    ),
  };
}

/** Connects two components; both ends on the same component is refused (returns null). */
export function connect(
  design: CanvasDesign,
  from: CanvasConnection['from'],
  to: CanvasConnection['to'],
  newId: IdFactory = randomId,
): CanvasDesign | null {
  const known = new Set(design.widgets.map((w) => w.id));
  if (from.widgetId === to.widgetId || !known.has(from.widgetId) || !known.has(to.widgetId)) {
    return null;
  }
  const connection: CanvasConnection = {
    id: newId('conn'),
    from,
    to,
    properties: { ...DEFAULT_CONNECTION },
  };
  return { ...design, connections: [...design.connections, connection] };
}

/** Connects two components by the sides that face each other; null when they cannot be. */
export function connectFacingSides(
  design: CanvasDesign,
  fromId: string,
  toId: string,
  newId: IdFactory = randomId,
): CanvasDesign | null {
  const from = design.widgets.find((w) => w.id === fromId);
  const to = design.widgets.find((w) => w.id === toId);
  if (!from || !to) return null;
  const sides = facingSides(from, to);
  return connect(
    design,
    { widgetId: fromId, position: sides.from },
    { widgetId: toId, position: sides.to },
    newId,
  );
}

/** Each connection's ends moved to the sides `sidesFor` picks for its two components (by
 * default those that face each other): after the components were placed anew. */
export function withFacingSides(
  design: CanvasDesign,
  sidesFor: (from: CanvasComponent, to: CanvasComponent) => { from: Side; to: Side } = facingSides,
): CanvasDesign {
  const byId = new Map(design.widgets.map((c) => [c.id, c]));
  const connections = design.connections.map((connection) => {
    const from = byId.get(connection.from.widgetId);
    const to = byId.get(connection.to.widgetId);
    if (!from || !to) return connection;
    const sides = sidesFor(from, to);
    return {
      ...connection,
      from: { ...connection.from, position: sides.from },
      to: { ...connection.to, position: sides.to },
    };
  });
  return { ...design, connections };
}

export function updateConnection(
  design: CanvasDesign,
  id: string,
  changes: Partial<ConnectionProperties>,
): CanvasDesign {
  return {
    ...design,
    connections: design.connections.map((c) =>
      c.id === id ? { ...c, properties: { ...c.properties, ...changes } } : c,
    ),
  };
}

export function removeConnections(design: CanvasDesign, ids: readonly string[]): CanvasDesign {
  const gone = new Set(ids);
  return { ...design, connections: design.connections.filter((c) => !gone.has(c.id)) };
}

/** Fresh copies of `ids` from `source` (and the connections among them), two grid steps on. */
export function copiesOf(
  source: CanvasDesign,
  ids: readonly string[],
  newId: IdFactory = randomId,
): CanvasDesign {
  const chosen = source.widgets.filter((w) => ids.includes(w.id));
  const mapping = new Map(chosen.map((w) => [w.id, newId(w.type)]));
  const widgets = chosen.map((w) => ({
    ...structuredClone(w),
    id: mapping.get(w.id) ?? w.id,
    ...clampPosition(w.x + GRID * 2, w.y + GRID * 2),
  }));
  const connections = source.connections
    .filter((c) => mapping.has(c.from.widgetId) && mapping.has(c.to.widgetId))
    .map((c) => ({
      ...structuredClone(c),
      id: newId('conn'),
      from: { ...c.from, widgetId: mapping.get(c.from.widgetId) ?? c.from.widgetId },
      to: { ...c.to, widgetId: mapping.get(c.to.widgetId) ?? c.to.widgetId },
    }));
  return { widgets, connections };
}

export function appendDesign(design: CanvasDesign, extra: CanvasDesign): CanvasDesign {
  return {
    widgets: [...design.widgets, ...extra.widgets],
    connections: [...design.connections, ...extra.connections],
  };
}
