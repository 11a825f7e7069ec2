/**
 * The server's copy of a design as this tab knows it: its version, which the next save names
 * in If-Match so that a save made from an outdated copy is refused (412) instead of silently
 * overwriting a newer one, and its content, so that a save that would change nothing is not
 * sent.
 */

import type { CanvasDesign } from '@/lib/design';

export interface ServerCopy {
  /** 0 until a design is first saved; each save takes the next. */
  version: number;
  design: CanvasDesign | null;
}

export const NOTHING_SAVED: ServerCopy = { version: 0, design: null };

/** The entity tag the server gives a version (its ETag), as If-Match names it. */
export function ifMatch(version: number): string {
  return `"${String(version)}"`;
}

/** Same content, whatever the order of the keys (PostgreSQL's JSONB reorders them). */
export function sameDesign(a: CanvasDesign | null, b: CanvasDesign | null): boolean {
  return a === b || canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/** What a refused save (412) means, once the copy saved now is known. */
export type Refusal =
  /** Nothing to choose between: follow the saved copy, and send the design again if it is
   * not already what is saved (the server lost its design, or this tab's own save landed
   * but its answer did not). */
  | { kind: 'follow'; copy: ServerCopy; resend: boolean }
  /** Another tab or device saved a different design: the learner chooses. */
  | { kind: 'conflict'; theirs: CanvasDesign; version: number };

export function afterRefusal(mine: CanvasDesign, saved: ServerCopy): Refusal {
  if (saved.design === null) return { kind: 'follow', copy: saved, resend: true };
  if (sameDesign(mine, saved.design)) return { kind: 'follow', copy: saved, resend: false };
  return { kind: 'conflict', theirs: saved.design, version: saved.version };
}

/** The account copy the canvas builds on, as far as this tab knows it: its version (null
 * when none is known) and its content (null when the canvas has edits it lacks and its
 * content is not known). */
export interface KnownCopy {
  version: number | null;
  design: CanvasDesign | null;
}

/** What to do with the account's copy once it is read. */
export type OnRead =
  /** Build on it and keep the canvas; send the canvas when it holds what the copy lacks. */
  | { kind: 'follow'; copy: ServerCopy; send: boolean }
  /** The canvas holds nothing the copy lacks: put the copy on the canvas. */
  | { kind: 'load'; version: number; design: CanvasDesign }
  /** Both hold edits the other lacks: the learner chooses. */
  | { kind: 'conflict'; theirs: CanvasDesign; version: number };

/**
 * Reconciles the canvas with the account's copy, on opening and each time the tab signs in
 * again. Neither side's edits are dropped without the learner's say: the copy replaces the
 * canvas only when the canvas holds nothing it lacks (the untouched starting design, or the
 * very copy it was built on), and the canvas is sent over the copy only when it was built on
 * that same version.
 */
export function onRead(canvas: CanvasDesign, known: KnownCopy, saved: ServerCopy): OnRead {
  const untouched = sameDesign(canvas, known.design);
  if (saved.design === null) {
    // Nothing saved (or lost): anything the learner made goes to the account. The untouched
    // start is not theirs: followed as if saved, it is sent only once they change it.
    const start = untouched && known.version === null;
    return {
      kind: 'follow',
      copy: { version: saved.version, design: start ? known.design : null },
      send: !start,
    };
  }
  if (sameDesign(canvas, saved.design)) return { kind: 'follow', copy: saved, send: false };
  if (untouched) return { kind: 'load', version: saved.version, design: saved.design };
  if (known.version === saved.version) return { kind: 'follow', copy: saved, send: true };
  return { kind: 'conflict', theirs: saved.design, version: saved.version };
}
