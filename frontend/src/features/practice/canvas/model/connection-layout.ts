/**
 * Every connection's route and label at once, since lines sharing a side spread out and labels
 * keep clear of each other and of the components. The canvas lays out the design as it is on
 * screen (a dragged component where it is now); the exported image lays out the saved design.
 */

import type { CanvasComponent, CanvasConnection, Side } from '@/lib/design';

import type { Box } from './alignment';
import { BoxIndex } from './box-index';
import { spreadTurns } from './channels';
import { closeRoute, type CloseRoute } from './close-pair';
import { placeLabels } from './label-placement';
import {
  centreOf,
  connectionPoint,
  HANDLE_OFFSET,
  HANDLE_REACH,
  isHorizontal,
  orthogonalPoints,
  roundedPath,
  SIDE_DIRECTION,
  spreadOffsets,
  type Point,
} from './routing';
import { chooseRoute } from './side-choice';
import { untangle, type PlacedLine } from './untangle';

export interface ConnectionRoute {
  /** From connection point to connection point, as the canvas draws it. */
  path: string;
  /** The corners of that line, before they are rounded. */
  points: Point[];
  /** Where the line meets each component's edge, for pictures with no connection points. */
  leaves: Point;
  arrives: Point;
  label: Point;
}

type End = 'from' | 'to';
type Ends<T> = Record<End, T>;

interface Plan {
  id: string;
  text: string;
  boxes: Ends<CanvasComponent>;
  sides: Ends<Side>;
  bend: number;
  /** How far along its side each end sits, and whether another line shares that side. */
  offsets: Ends<number>;
  shared: Ends<boolean>;
  /** Set for two components too close for connection points: straight across the gap. */
  close: CloseRoute | null;
}

/** A jog of up to this much between two facing sides is drawn as a straight line instead. */
const MAX_STRAIGHTENED_JOG = 24;
/** A straightened line keeps this far from a component's corner. */
const CORNER_CLEARANCE = 8;

/** Spreads the ends sharing a side of a component, ordered by where their lines head, so they
 * neither overlap nor cross each other as they leave. */
function spreadEnds(plans: readonly Plan[]) {
  const bySide = new Map<string, { plan: Plan; end: End; toward: number }[]>();
  for (const plan of plans) {
    for (const end of ['from', 'to'] as const) {
      const side = plan.sides[end];
      const other = centreOf(plan.boxes[end === 'from' ? 'to' : 'from']);
      const key = `${plan.boxes[end].id}:${side}`;
      const list = bySide.get(key) ?? [];
      list.push({ plan, end, toward: isHorizontal(side) ? other.y : other.x });
      bySide.set(key, list);
    }
  }
  for (const ends of bySide.values()) {
    ends.sort((a, b) => a.toward - b.toward || a.plan.id.localeCompare(b.plan.id));
    const [first] = ends;
    const box = first?.plan.boxes[first.end];
    const side = first?.plan.sides[first.end] ?? 'left';
    const length = box ? (isHorizontal(side) ? box.height : box.width) : Infinity;
    const offsets = spreadOffsets(ends.length, length);
    ends.forEach(({ plan, end }, i) => {
      plan.offsets[end] = offsets[i] ?? 0;
      plan.shared[end] = ends.length > 1;
    });
  }
}

/** A line between facing sides that would only jog by a few pixels is drawn straight, moving
 * the end that has its side to itself. */
function straighten(plan: Plan, start: Point, end: Point) {
  const horizontal = isHorizontal(plan.sides.from);
  if (horizontal !== isHorizontal(plan.sides.to) || plan.sides.from === plan.sides.to) return;
  const axis = horizontal ? 'y' : 'x';
  const jog = Math.abs(start[axis] - end[axis]);
  if (jog === 0 || jog > MAX_STRAIGHTENED_JOG) return;
  const fits = (box: Box, value: number) => {
    const [low, length] = horizontal ? [box.y, box.height] : [box.x, box.width];
    return value >= low + CORNER_CLEARANCE && value <= low + length - CORNER_CLEARANCE;
  };
  if (!plan.shared.to && fits(plan.boxes.to, start[axis])) end[axis] = start[axis];
  else if (!plan.shared.from && fits(plan.boxes.from, end[axis])) start[axis] = end[axis];
}

/** The point on the component's edge that a connection point stands out from. */
function onEdge(point: Point, side: Side): Point {
  const out = SIDE_DIRECTION[side];
  return { x: point.x - out.x * HANDLE_REACH, y: point.y - out.y * HANDLE_REACH };
}

/** The 24 px target round each connection point, where a label would stop a drag starting. */
const HANDLE_TARGET = 24;
const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

/** What labels keep clear of: every component and its four connection points. */
function labelObstacles(components: readonly CanvasComponent[]): BoxIndex {
  const index = new BoxIndex();
  for (const component of components) {
    index.add(component);
    for (const side of SIDES) {
      const centre = connectionPoint(component, side, HANDLE_OFFSET);
      index.add({
        x: centre.x - HANDLE_TARGET / 2,
        y: centre.y - HANDLE_TARGET / 2,
        width: HANDLE_TARGET,
        height: HANDLE_TARGET,
      });
    }
  }
  return index;
}

/** The routes of the connections whose two components are both present, by connection id. */
export function layoutConnections(
  components: readonly CanvasComponent[],
  connections: readonly CanvasConnection[],
): Map<string, ConnectionRoute> {
  const byId = new Map(components.map((component) => [component.id, component]));
  const obstacles = new BoxIndex();
  for (const component of components) obstacles.add(component);
  const plans: Plan[] = [];
  for (const connection of connections) {
    const from = byId.get(connection.from.widgetId);
    const to = byId.get(connection.to.widgetId);
    if (!from || !to) continue;
    const stored = { from: connection.from.position, to: connection.to.position };
    const close = closeRoute(from, to);
    const { sides, bend } = close
      ? { sides: close.sides, bend: 0.5 }
      : chooseRoute(from, to, stored, obstacles);
    plans.push({
      id: connection.id,
      text: connection.properties.protocol,
      boxes: { from, to },
      sides,
      bend,
      offsets: { from: 0, to: 0 },
      shared: { from: false, to: false },
      close,
    });
  }
  // Boxes a few pixels apart take a straight line across the gap, outside the routing below.
  const open = plans.filter((plan) => !plan.close);
  spreadEnds(open);
  const ends = open.map((plan) => {
    const start = connectionPoint(
      plan.boxes.from,
      plan.sides.from,
      HANDLE_REACH,
      plan.offsets.from,
    );
    const end = connectionPoint(plan.boxes.to, plan.sides.to, HANDLE_REACH, plan.offsets.to);
    straighten(plan, start, end);
    const boxes = [plan.boxes.from, plan.boxes.to] as const;
    const line: PlacedLine & { plan: Plan } = {
      plan,
      start,
      end,
      sides: plan.sides,
      bend: plan.bend,
      boxes,
    };
    return line;
  });
  spreadTurns(ends);
  untangle(ends, components, obstacles);
  const routed = new Map(
    ends.map(({ plan, start, end, bend, lane }) => {
      const points =
        lane?.points ?? orthogonalPoints(start, plan.sides.from, end, plan.sides.to, bend);
      const sides = lane?.sides ?? plan.sides;
      const [first, last] = [points[0] ?? start, points[points.length - 1] ?? end];
      const line = {
        id: plan.id,
        text: plan.text,
        points,
        leaves: onEdge(first, sides.from),
        arrives: onEdge(last, sides.to),
      };
      return [plan.id, line] as const;
    }),
  );
  const lines = plans.flatMap((plan) => {
    if (plan.close) {
      const { leaves, arrives } = plan.close;
      return [{ id: plan.id, text: plan.text, points: [leaves, arrives], leaves, arrives }];
    }
    const line = routed.get(plan.id);
    return line ? [line] : [];
  });
  const labels = placeLabels(lines, labelObstacles(components));
  return new Map(
    lines.map(({ id, points, leaves, arrives }) => [
      id,
      {
        path: roundedPath(points),
        points,
        leaves,
        arrives,
        label: labels.get(id) ?? firstPoint(points),
      },
    ]),
  );
}

const firstPoint = (points: readonly Point[]): Point => points[0] ?? { x: 0, y: 0 };
