/**
 * Align and distribute, as in draw.io and Excalidraw: the selected components line up on an
 * edge or centre line of the box around them all, or spread out with equal gaps between them,
 * the outermost two staying where they are. Pure functions of the design.
 */

import type { CanvasComponent, CanvasDesign } from '@/lib/design';

import { clampPosition } from './design';
import { boundsOf } from './placement';

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type Spread = 'horizontal' | 'vertical';

/** Where each alignment puts a component, given the bounds of the whole selection. */
const ALIGNED: Record<
  Alignment,
  (box: CanvasComponent, all: ReturnType<typeof boundsOf>) => Partial<CanvasComponent>
> = {
  left: (_, all) => ({ x: all.x }),
  centre: (box, all) => ({ x: all.x + (all.width - box.width) / 2 }),
  right: (box, all) => ({ x: all.x + all.width - box.width }),
  top: (_, all) => ({ y: all.y }),
  middle: (box, all) => ({ y: all.y + (all.height - box.height) / 2 }),
  bottom: (box, all) => ({ y: all.y + all.height - box.height }),
};

/** Replaces the components `moved` names, rounding and clamping their new places. */
function withMoved(design: CanvasDesign, moved: Map<string, Partial<CanvasComponent>>) {
  return {
    ...design,
    widgets: design.widgets.map((w) => {
      const change = moved.get(w.id);
      if (!change) return w;
      const x = Math.round(change.x ?? w.x);
      const y = Math.round(change.y ?? w.y);
      return { ...w, ...clampPosition(x, y) };
    }),
  };
}

const chosen = (design: CanvasDesign, ids: readonly string[]) => {
  const wanted = new Set(ids);
  return design.widgets.filter((w) => wanted.has(w.id));
};

/** The design with the components `ids` names aligned; unchanged with fewer than two. */
export function align(design: CanvasDesign, ids: readonly string[], how: Alignment) {
  const boxes = chosen(design, ids);
  if (boxes.length < 2) return design;
  const all = boundsOf(boxes);
  return withMoved(design, new Map(boxes.map((box) => [box.id, ALIGNED[how](box, all)])));
}

/** The design with the components `ids` names spread out with equal gaps, in their order along
 * the axis; unchanged with fewer than three. */
export function distribute(design: CanvasDesign, ids: readonly string[], spread: Spread) {
  const boxes = chosen(design, ids);
  if (boxes.length < 3) return design;
  const [pos, size] =
    spread === 'horizontal' ? (['x', 'width'] as const) : (['y', 'height'] as const);
  const centre = (box: CanvasComponent) => box[pos] + box[size] / 2;
  const ordered = [...boxes].sort((a, b) => centre(a) - centre(b) || a[pos] - b[pos]);
  const [first, last] = [ordered[0], ordered.at(-1)];
  if (!first || !last) return design;
  const span = last[pos] + last[size] - first[pos];
  const filled = ordered.reduce((total, box) => total + box[size], 0);
  // May be negative when they overlap: they then overlap evenly, as in Excalidraw.
  const gap = (span - filled) / (ordered.length - 1);
  const moved = new Map<string, Partial<CanvasComponent>>();
  let at = first[pos];
  for (const box of ordered) {
    moved.set(box.id, { [pos]: at });
    at += box[size] + gap;
  }
  return withMoved(design, moved);
}
