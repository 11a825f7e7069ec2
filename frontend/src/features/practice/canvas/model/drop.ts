/**
 * A component dropped from the palette lands with its centre exactly under the pointer. The
 * canvas's coordinates start at 0 (the server keeps every position at 0 or more), so a drop
 * above or left of that origin moves the origin instead of the component: every design in the
 * history shifts right and down by whole grid cells, and the view shifts back by as much, so
 * nothing moves on screen and undo takes away only the new component.
 */

import type { CanvasDesign, ComponentType } from '@/lib/design';

import { addAt } from './edits';
import type { CommandResult, EditorState } from './editor-state';
import { COMPONENT_HEIGHT, COMPONENT_WIDTH, GRID } from './design';
import type { History } from './history';

type Point = { x: number; y: number };

export interface Drop {
  result: CommandResult;
  /** How far the design moved right and down to make room; the view moves back by as much. */
  shift: Point;
}

/** Whole grid cells, enough to bring `value` to 0 or more. */
const cellsToCover = (value: number) => (value < 0 ? Math.ceil(-value / GRID) * GRID : 0);

function shiftDesign(design: CanvasDesign, { x, y }: Point): CanvasDesign {
  return { ...design, widgets: design.widgets.map((w) => ({ ...w, x: w.x + x, y: w.y + y })) };
}

export function shiftHistory(history: History, shift: Point): History {
  if (shift.x === 0 && shift.y === 0) return history;
  return {
    past: history.past.map((design) => shiftDesign(design, shift)),
    present: shiftDesign(history.present, shift),
    future: history.future.map((design) => shiftDesign(design, shift)),
  };
}

/** A new component of `type` centred on `centre` (canvas coordinates, to the nearest pixel),
 * selected. */
export function dropAt(state: EditorState, type: ComponentType, centre: Point): Drop {
  const corner = {
    x: Math.round(centre.x - COMPONENT_WIDTH / 2),
    y: Math.round(centre.y - COMPONENT_HEIGHT / 2),
  };
  const shift = { x: cellsToCover(corner.x), y: cellsToCover(corner.y) };
  if (shift.x === 0 && shift.y === 0) return { result: addAt(state, type, corner), shift };
  const history = shiftHistory(state.history, shift);
  const added = addAt({ ...state, history }, type, {
    x: corner.x + shift.x,
    y: corner.y + shift.y,
  });
  return { result: { ...added, history }, shift };
}
