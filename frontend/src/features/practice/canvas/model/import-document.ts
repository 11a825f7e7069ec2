/** Reads a previously exported design back onto the canvas, refusing anything it cannot trust. */

import {
  DEFAULT_CONNECTION,
  DESIGN_LIMITS,
  PROTOCOLS,
  SYNC_MODES,
  type CanvasComponent,
  type CanvasDesign,
  type ComponentType,
  type DesignNotes,
  type Properties,
} from '@/lib/design';
import { recogniseType } from '@/lib/design/recognition';

import { COMPONENT_CATALOGUE, newProperties } from './component-types';
import { clampPosition, COMPONENT_HEIGHT, COMPONENT_WIDTH, GRID, withFacingSides } from './design';
import { readNotes } from './notes';

const COLUMNS = 5;

/** The diagram and the file's notes, which replace the editor's (empty when it has none). */
export type ImportResult =
  | {
      ok: true;
      design: CanvasDesign;
      notes: DesignNotes;
      /** False when a component came without a usable place: the design is then in a
       * provisional grid, to be laid out (lay-out.ts). */
      placed: boolean;
      /** The problem the file says it answers, if it names one. */
      problem: { id: string; title: string | null } | null;
    }
  | { ok: false; message: string };

const fail = (message: string): ImportResult => ({ ok: false, message });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A place the canvas can use: two finite numbers, brought onto the canvas. */
function readPosition(raw: unknown): { x: number; y: number } | null {
  if (!isObject(raw)) return null;
  const { x, y } = raw;
  if (typeof x !== 'number' || typeof y !== 'number') return null;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return clampPosition(x, y);
}

/** A provisional place in rows of five, for a design that will be laid out. */
const gridSpot = (index: number) => ({
  x: GRID * 2 + (index % COLUMNS) * (COMPONENT_WIDTH + GRID * 3),
  y: GRID * 2 + Math.floor(index / COLUMNS) * (COMPONENT_HEIGHT + GRID * 3),
});

function readProblem(raw: unknown): { id: string; title: string | null } | null {
  if (!isObject(raw) || typeof raw.id !== 'string' || !raw.id) return null;
  return { id: raw.id, title: typeof raw.title === 'string' && raw.title ? raw.title : null };
}

function readProperties(type: ComponentType, raw: unknown): Properties {
  const properties = newProperties(type);
  if (!Array.isArray(raw)) return properties;
  for (const entry of raw) {
    if (!isObject(entry) || typeof entry.key !== 'string') continue;
    const raw = entry.value;
    const value =
      typeof raw === 'string'
        ? raw
        : typeof raw === 'number' || typeof raw === 'boolean'
          ? String(raw)
          : '';
    const original = properties[entry.key];
    properties[entry.key] = Array.isArray(original)
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : typeof original === 'number' && !Number.isNaN(Number(value))
        ? Number(value)
        : value;
  }
  return properties;
}

export function importDocument(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('This file is not valid JSON.');
  }
  if (!isObject(parsed) || !isObject(parsed.design)) {
    return fail('This file is not a Systemcraft export: it has no "design".');
  }
  const { components, connections } = parsed.design;
  if (!Array.isArray(components) || !Array.isArray(connections)) {
    return fail('The design needs "components" and "connections" lists.');
  }
  if (
    components.length > DESIGN_LIMITS.components ||
    connections.length > DESIGN_LIMITS.connections
  ) {
    return fail(
      `A design can hold at most ${String(DESIGN_LIMITS.components)} components and ${String(DESIGN_LIMITS.connections)} connections.`,
    );
  }
  const notes = readNotes(parsed.design.notes);
  if (!notes.ok) return notes;
  const placed: CanvasComponent[] = [];
  let everyPlaced = true;
  for (const [index, component] of components.entries()) {
    if (!isObject(component) || typeof component.id !== 'string' || !component.id) {
      return fail(`Component ${String(index + 1)} has no id.`);
    }
    const metadata = isObject(component.metadata) ? component.metadata : {};
    const label = typeof component.label === 'string' ? component.label : '';
    const componentType = metadata.component_type;
    const type = recogniseType(typeof componentType === 'string' ? componentType : null, label);
    if (!type)
      return fail(`Component "${label || component.id}" is not one of the nine component types.`);
    if (placed.some((w) => w.id === component.id))
      return fail(`Two components share the id "${component.id}".`);
    const position = readPosition(component.position);
    if (!position) everyPlaced = false;
    placed.push({
      id: component.id,
      type,
      ...(position ?? gridSpot(index)),
      width: COMPONENT_WIDTH,
      height: COMPONENT_HEIGHT,
      name: label || COMPONENT_CATALOGUE[type].name,
      description:
        typeof metadata.customLogic === 'string'
          ? metadata.customLogic
          : COMPONENT_CATALOGUE[type].description,
      properties: readProperties(type, metadata.customProperties),
    });
  }
  const ids = new Set(placed.map((w) => w.id));
  const links: CanvasDesign['connections'] = [];
  for (const [index, connection] of connections.entries()) {
    if (
      !isObject(connection) ||
      typeof connection.start !== 'string' ||
      typeof connection.end !== 'string'
    ) {
      return fail(`Connection ${String(index + 1)} needs a start and an end.`);
    }
    if (!ids.has(connection.start) || !ids.has(connection.end)) {
      return fail(`Connection ${String(index + 1)} refers to a component that is not in the file.`);
    }
    if (connection.start === connection.end)
      return fail(`Connection ${String(index + 1)} connects a component to itself.`);
    const properties = isObject(connection.properties) ? connection.properties : {};
    const text = (key: string, fallback: string) => {
      const value = properties[key];
      return typeof value === 'string' ? value : fallback;
    };
    const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T =>
      allowed.find((option) => option === properties[key]) ?? fallback;
    links.push({
      id:
        typeof connection.id === 'string' && connection.id
          ? connection.id
          : `conn-import-${String(index + 1)}`,
      from: { widgetId: connection.start, position: 'right' },
      to: { widgetId: connection.end, position: 'left' },
      properties: {
        protocol: oneOf('protocol', PROTOCOLS, DEFAULT_CONNECTION.protocol),
        latency: text('latency', DEFAULT_CONNECTION.latency),
        sync: oneOf('sync', SYNC_MODES, DEFAULT_CONNECTION.sync),
        description: text('description', ''),
      },
    });
  }
  // Some places but not all would not make a design: all go in the grid, to be laid out.
  const widgets = everyPlaced ? placed : placed.map((c, index) => ({ ...c, ...gridSpot(index) }));
  return {
    ok: true,
    design: withFacingSides({ widgets, connections: links }),
    notes: notes.notes,
    placed: everyPlaced,
    problem: readProblem(parsed.problem),
  };
}
