/**
 * Where each connection's protocol label sits: in the middle of the line's longest straight
 * run (never on a corner it would hide) unless another label, a component or a connection
 * point is there, then at the first free spot of a few along the line, then just beside it.
 */

import type { Box } from './alignment';
import { BoxIndex } from './box-index';
import { pointAlong, type Point } from './routing';

export interface LabelRequest {
  id: string;
  points: readonly Point[];
  text: string;
}

/** A 10 px bold label with 6 px of padding each side, as the canvas and the image draw it. */
export const LABEL_HEIGHT = 16;
export const labelWidth = (text: string) => text.length * 6.5 + 12;
/** Clear space kept around a label. */
const MARGIN = 3;
// The first five are the usual picks; the rest find room where lines crowd.
const FRACTIONS = [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9, 0.27, 0.43, 0.57, 0.73];

/** How far beside a short line its label may move, when no spot on the line is free. */
const BESIDE = [22, -22, 36, -36];

/** Each straight run of the line, longest first. */
function runs(points: readonly Point[]) {
  const all = points.slice(1).map((end, i) => {
    const start = points[i] ?? end;
    return {
      length: Math.abs(end.x - start.x) + Math.abs(end.y - start.y),
      horizontal: start.y === end.y,
      middle: { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 },
    };
  });
  return all.sort((a, b) => b.length - a.length);
}

/** Beside the middle of the longest run, above or below it (left or right of a vertical one). */
function besideLine(points: readonly Point[]): Point[] {
  const [longest] = runs(points);
  if (!longest) return [];
  const { middle, horizontal } = longest;
  return BESIDE.map((by) =>
    horizontal ? { x: middle.x, y: middle.y + by } : { x: middle.x + by * 2, y: middle.y },
  );
}

function labelBox(at: Point, text: string): Box {
  const width = labelWidth(text) + MARGIN * 2;
  const height = LABEL_HEIGHT + MARGIN * 2;
  return { x: at.x - width / 2, y: at.y - height / 2, width, height };
}

/** Each label's centre, by request id; requests earlier in the list get the first pick. */
export function placeLabels(
  requests: readonly LabelRequest[],
  components: BoxIndex,
): Map<string, Point> {
  const labels = new BoxIndex();
  const placed = new Map<string, Point>();
  for (const { id, points, text } of requests) {
    const candidates = [
      ...runs(points).map((run) => run.middle),
      ...FRACTIONS.map((fraction) => pointAlong(points, fraction)),
      ...besideLine(points),
    ];
    const clear = (at: Point) => !labels.hits(labelBox(at, text));
    const at = candidates.find(
      (point) => clear(point) && !components.hits(labelBox(point, text)),
    ) ??
      candidates.find(clear) ??
      candidates[0] ?? { x: 0, y: 0 };
    labels.add(labelBox(at, text));
    placed.set(id, at);
  }
  return placed;
}
