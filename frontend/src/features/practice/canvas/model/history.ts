/** Undo and redo over whole designs: every edit is a new immutable snapshot. */

import type { Design } from './design';

const LIMIT = 200;

export interface History {
  past: Design[];
  present: Design;
  future: Design[];
}

export const startHistory = (present: Design): History => ({ past: [], present, future: [] });

export function commit(history: History, next: Design): History {
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
