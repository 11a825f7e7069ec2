import type { CanvasComponent } from '@/lib/design';
import { useCallback, useMemo, useRef, useState } from 'react';

import {
  alignmentIndex,
  placeDragged,
  sameGuides,
  type AlignmentIndex,
  type Guide,
} from './model/alignment';
import { clampPosition } from './model/design';

type Position = { x: number; y: number };
type Positions = Record<string, Position>;

const NO_GUIDES: readonly Guide[] = [];

interface DragSession {
  /** The component under the pointer; the rest of a multi-selection follows it. */
  grabbed: string | null;
  /** Both set on the first frame: the component whose lines align, and the components that stay. */
  lead: CanvasComponent | null;
  index: AlignmentIndex | null;
}

/**
 * Snapping while components are dragged: onto another component's line within 12 px, else onto the
 * 24 px grid. React Flow's own grid snapping is turned off during a drag, so the
 * pointer's real position decides; it stays on otherwise, so arrow keys still move a cell.
 */
export function useAlignmentDrag(widgets: readonly CanvasComponent[]) {
  const [guides, setGuides] = useState(NO_GUIDES);
  const [dragging, setDragging] = useState(false);
  const session = useRef<DragSession | null>(null);

  const begin = useCallback((grabbed: string | null) => {
    session.current = { grabbed, lead: null, index: null };
    setDragging(true);
  }, []);

  const stop = useCallback(() => {
    session.current = null;
    setDragging(false);
    setGuides(NO_GUIDES);
  }, []);

  /** Where the components React Flow reports at `moving` land; all move by the same snap, so a
   * multi-selection keeps its shape. Outside a drag (arrow keys), positions pass unchanged. */
  const place = useCallback(
    (moving: Positions): Positions => {
      const current = session.current;
      const ids = Object.keys(moving);
      if (!current || ids.length === 0) return moving;
      if (!current.index) {
        const leadId =
          current.grabbed !== null && current.grabbed in moving ? current.grabbed : ids[0];
        current.lead = widgets.find((w) => w.id === leadId) ?? null;
        current.index = alignmentIndex(widgets.filter((w) => !(w.id in moving)));
      }
      const { lead, index } = current;
      const raw = lead ? moving[lead.id] : undefined;
      if (!lead || !raw) return moving;
      const placed = placeDragged(index, { ...raw, width: lead.width, height: lead.height });
      setGuides((shown) => (sameGuides(shown, placed.guides) ? shown : placed.guides));
      const dx = placed.x - raw.x;
      const dy = placed.y - raw.y;
      return Object.fromEntries(
        ids.map((id) => {
          const at = moving[id] ?? raw;
          return [id, clampPosition(at.x + dx, at.y + dy)];
        }),
      );
    },
    [widgets],
  );

  /** For <ReactFlow>: grid snapping, and the start and end of node and selection drags. */
  const dragProps = useMemo(
    () => ({
      snapToGrid: !dragging,
      onNodeDragStart: (_event: unknown, node: { id: string }) => {
        begin(node.id);
      },
      onSelectionDragStart: () => {
        begin(null);
      },
      onNodeDragStop: stop,
      onSelectionDragStop: stop,
    }),
    [dragging, begin, stop],
  );

  return { guides, place, dragProps };
}
