/** The design on the canvas as plain data, and every edit as a pure function. */

import { COMPONENT_SPECS, type ComponentType, type Properties } from './component-types';

export const WIDGET_WIDTH = 120;
export const WIDGET_HEIGHT = 80;
export const GRID = 24;
export const CANVAS_WIDTH = 4800;
export const CANVAS_HEIGHT = 3200;

export type Side = 'top' | 'bottom' | 'left' | 'right';
export const PROTOCOLS = [
  'HTTP',
  'HTTPS',
  'TCP',
  'WebSocket',
  'gRPC',
  'Message Queue',
  'Pub/Sub',
] as const;
export const SYNC_MODES = ['Synchronous', 'Asynchronous'] as const;

export interface Widget {
  id: string;
  type: ComponentType;
  x: number;
  y: number;
  width: number;
  height: number;
  name: string;
  description: string;
  properties: Properties;
}

export type Protocol = (typeof PROTOCOLS)[number];
export type SyncMode = (typeof SYNC_MODES)[number];

export interface ConnectionProperties {
  protocol: Protocol;
  latency: string;
  sync: SyncMode;
  description: string;
}

export interface Connection {
  id: string;
  from: { widgetId: string; position: Side };
  to: { widgetId: string; position: Side };
  properties: ConnectionProperties;
}

export interface Design {
  widgets: Widget[];
  connections: Connection[];
}

export const EMPTY_DESIGN: Design = { widgets: [], connections: [] };

export const DEFAULT_CONNECTION: ConnectionProperties = {
  protocol: 'HTTP',
  latency: '< 100ms',
  sync: 'Synchronous',
  description: '',
};

export type IdFactory = (prefix: string) => string;

export const randomId: IdFactory = (prefix) =>
  `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** Dragging is clamped inside the canvas (SPEC §5). */
export function clampPosition(x: number, y: number): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, x), CANVAS_WIDTH - WIDGET_WIDTH),
    y: Math.min(Math.max(0, y), CANVAS_HEIGHT - WIDGET_HEIGHT),
  };
}

export function addWidget(
  design: Design,
  type: ComponentType,
  x: number,
  y: number,
  newId: IdFactory = randomId,
): Design {
  const spec = COMPONENT_SPECS[type];
  const widget: Widget = {
    id: newId(type),
    type,
    ...clampPosition(x, y),
    width: WIDGET_WIDTH,
    height: WIDGET_HEIGHT,
    name: spec.name,
    description: spec.description,
    properties: structuredClone(spec.defaults),
  };
  return { ...design, widgets: [...design.widgets, widget] };
}

export function moveWidget(design: Design, id: string, x: number, y: number): Design {
  return {
    ...design,
    widgets: design.widgets.map((w) => (w.id === id ? { ...w, ...clampPosition(x, y) } : w)),
  };
}

export function updateWidget(
  design: Design,
  id: string,
  changes: Partial<Pick<Widget, 'name' | 'description' | 'properties'>>,
): Design {
  return {
    ...design,
    widgets: design.widgets.map((w) => (w.id === id ? { ...w, ...changes } : w)),
  };
}

/** Removes the widgets and every connection that touches them (SPEC §5). */
export function removeWidgets(design: Design, ids: readonly string[]): Design {
  const gone = new Set(ids);
  return {
    widgets: design.widgets.filter((w) => !gone.has(w.id)),
    connections: design.connections.filter(
      (c) => !gone.has(c.from.widgetId) && !gone.has(c.to.widgetId),
    ),
  };
}

/** Connects two widgets; both ends on the same widget is refused (returns null). */
export function connect(
  design: Design,
  from: Connection['from'],
  to: Connection['to'],
  newId: IdFactory = randomId,
): Design | null {
  const known = new Set(design.widgets.map((w) => w.id));
  if (from.widgetId === to.widgetId || !known.has(from.widgetId) || !known.has(to.widgetId)) {
    return null;
  }
  const connection: Connection = {
    id: newId('conn'),
    from,
    to,
    properties: { ...DEFAULT_CONNECTION },
  };
  return { ...design, connections: [...design.connections, connection] };
}

export function updateConnection(
  design: Design,
  id: string,
  changes: Partial<ConnectionProperties>,
): Design {
  return {
    ...design,
    connections: design.connections.map((c) =>
      c.id === id ? { ...c, properties: { ...c.properties, ...changes } } : c,
    ),
  };
}

export function removeConnections(design: Design, ids: readonly string[]): Design {
  const gone = new Set(ids);
  return { ...design, connections: design.connections.filter((c) => !gone.has(c.id)) };
}

/** Fresh copies of `ids` from `source` (and the connections among them), two grid steps on. */
export function copiesOf(
  source: Design,
  ids: readonly string[],
  newId: IdFactory = randomId,
): Design {
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

export function appendDesign(design: Design, extra: Design): Design {
  return {
    widgets: [...design.widgets, ...extra.widgets],
    connections: [...design.connections, ...extra.connections],
  };
}

/** SPEC §4: the canvas starts with Client, DNS, Server and Database, wired sensibly. */
export function starterDesign(newId: IdFactory = randomId): Design {
  let design = EMPTY_DESIGN;
  const place: [ComponentType, number, number][] = [
    ['client', 96, 192],
    ['dns', 336, 48],
    ['server', 336, 192],
    ['database', 576, 192],
  ];
  for (const [type, x, y] of place) design = addWidget(design, type, x, y, newId);
  const [client, dns, server, database] = design.widgets.map((w) => w.id) as [
    string,
    string,
    string,
    string,
  ];
  const links: [string, Side, string, Side][] = [
    [client, 'top', dns, 'left'],
    [client, 'right', server, 'left'],
    [server, 'right', database, 'left'],
  ];
  for (const [a, sideA, b, sideB] of links) {
    design =
      connect(design, { widgetId: a, position: sideA }, { widgetId: b, position: sideB }, newId) ??
      design;
  }
  return design;
}
