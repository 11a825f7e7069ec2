/**
 * A design laid out in layers, left to right, by dagre (a layered graph layout): each
 * connection goes from one layer to a later one where the design allows, few lines cross, and
 * the gaps leave room for the lines and their labels. Tidy up runs it, and a design that arrives
 * without positions is placed with it. dagre is loaded only when this module is: the canvas
 * imports it on demand (lay-out.ts), never on a page's first render.
 */

import { graphlib, layout, type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';

import type { CanvasComponent, CanvasDesign, Side } from '@/lib/design';

import type { Point } from './routing';
import { facingSides } from './routing';
import { clampPosition, GRID, withFacingSides } from './design';
import { withNamesFitted } from './name-lines';

/** Between layers: a protocol label on a line across, with the lines' turns either side. */
export const LAYER_GAP = GRID * 7;
/** Between boxes in one layer: a line and its label can pass between them. */
export const BOX_GAP = GRID * 3;
/** Between lines running side by side through one gap, as dagre spaces them. */
const LINE_GAP = GRID;
/** Where a design laid out from nothing starts: two grid steps in from the canvas's corner. */
export const LAYOUT_ORIGIN: Point = { x: GRID * 2, y: GRID * 2 };

const snap = (value: number) => Math.round(value / GRID) * GRID;

/** The top-left corner of the boxes, or null for an empty design. */
export function topLeftOf(components: readonly CanvasComponent[]): Point | null {
  if (components.length === 0) return null;
  return {
    x: Math.min(...components.map((c) => c.x)),
    y: Math.min(...components.map((c) => c.y)),
  };
}

/** Each connected component's top-left corner as dagre places it, starting at (0, 0). */
function dagrePlaces(components: readonly CanvasComponent[], design: CanvasDesign) {
  const graph = new graphlib.Graph<GraphLabel, NodeLabel, EdgeLabel>();
  graph.setGraph({
    rankdir: 'LR',
    ranksep: LAYER_GAP,
    nodesep: BOX_GAP,
    edgesep: LINE_GAP,
    ranker: 'network-simplex',
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const { id, width, height } of components) graph.setNode(id, { width, height });
  for (const { from, to } of design.connections) {
    const ends = [from.widgetId, to.widgetId];
    if (from.widgetId !== to.widgetId && ends.every((id) => graph.hasNode(id))) {
      graph.setEdge(from.widgetId, to.widgetId);
    }
  }
  layout(graph);
  const corners = components.map((c) => {
    const { x = 0, y = 0 } = graph.node(c.id);
    return { id: c.id, x: x - c.width / 2, y: y - c.height / 2 };
  });
  const left = Math.min(...corners.map((c) => c.x));
  const top = Math.min(...corners.map((c) => c.y));
  return new Map(corners.map(({ id, x, y }) => [id, { x: x - left, y: y - top }]));
}

/** How many unconnected components a row under the flow holds at least. */
const LOOSE_PER_ROW = 4;

/**
 * Every component's top-left corner, the whole starting at (0, 0): the connected ones in
 * layers, and the ones with no connection in rows beneath them (in a layered layout they would
 * all stand in the first layer, one column down the page).
 */
function placesOf(design: CanvasDesign): Map<string, Point> {
  const linked = new Set(design.connections.flatMap((c) => [c.from.widgetId, c.to.widgetId]));
  const connected = design.widgets.filter((c) => linked.has(c.id));
  const loose = design.widgets.filter((c) => !linked.has(c.id));
  const places = connected.length ? dagrePlaces(connected, design) : new Map<string, Point>();
  const flowWidth = Math.max(0, ...connected.map((c) => (places.get(c.id)?.x ?? 0) + c.width));
  const flowBottom = Math.max(0, ...connected.map((c) => (places.get(c.id)?.y ?? 0) + c.height));
  let [x, y, rowHeight, inRow] = [0, connected.length ? flowBottom + BOX_GAP : 0, 0, 0];
  for (const component of loose) {
    if (inRow >= LOOSE_PER_ROW && x + component.width > flowWidth) {
      [x, y, rowHeight, inRow] = [0, y + rowHeight + BOX_GAP, 0, 0];
    }
    places.set(component.id, { x, y });
    [x, rowHeight, inRow] = [
      x + component.width + BOX_GAP,
      Math.max(rowHeight, component.height),
      inRow + 1,
    ];
  }
  return places;
}

/** The sides a connection between two layers leaves and enters by: across, as the layout
 * runs; between boxes of one layer, whichever sides face. */
function acrossLayers(from: CanvasComponent, to: CanvasComponent): { from: Side; to: Side } {
  if (to.x >= from.x + from.width) return { from: 'right', to: 'left' };
  if (to.x + to.width <= from.x) return { from: 'left', to: 'right' };
  return facingSides(from, to);
}

/**
 * The design laid out in layers from `origin` (by default where its top-left box stands now),
 * each box on the 24 px grid, and each connection's ends moved to the sides it now runs
 * between. The same design always gets the same layout.
 */
export function layeredLayout(design: CanvasDesign, origin?: Point): CanvasDesign {
  const start = origin ?? topLeftOf(design.widgets);
  if (!start) return design;
  const places = placesOf(design);
  const widgets = design.widgets.map((component) => {
    const place = places.get(component.id) ?? { x: 0, y: 0 };
    return {
      ...component,
      ...clampPosition(snap(start.x + place.x), snap(start.y + place.y)),
    };
  });
  return withFacingSides({ ...design, widgets }, acrossLayers);
}

/** A design drawn to be read rather than edited (the reference): every box sized to show its
 * whole name, laid out in layers from the corner. */
export const readableLayout = (design: CanvasDesign): CanvasDesign =>
  layeredLayout(withNamesFitted(design), LAYOUT_ORIGIN);
