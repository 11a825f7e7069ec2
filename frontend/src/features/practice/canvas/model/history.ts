/** Undo and redo over whole designs: every edit is a new immutable snapshot. */

import type { CanvasDesign } from '@/lib/design';

const LIMIT = 200;

export interface History {
  past: CanvasDesign[];
  present: CanvasDesign;
  future: CanvasDesign[];
}

export const startHistory = (present: CanvasDesign): History => ({ past: [], present, future: [] });

export function commit(history: History, next: CanvasDesign): History {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [] };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
