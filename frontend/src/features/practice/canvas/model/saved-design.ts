/**
 * Designs saved in the browser carry a version and are migrated forward when read. The notes
 * came without a new version: a design saved before them reads with empty notes (splitNotes),
 * and a tab still running older code keeps reading the diagram of a design saved with them.
 * So did the account copy each builds on (`base`, `unsent`): a record from before them reads
 * as built on no known copy, with edits the account may not have, so it is never silently
 * replaced by the account's.
 */

import type { CanvasDesign } from '@/lib/design';
import { isComponentType } from '@/lib/design/recognition';

const SAVED_DESIGN_VERSION = 1;

export interface SavedDesign {
  version: number;
  savedAt: string;
  design: CanvasDesign;
  /** The version of the account's copy this design was built on; null when none is known. */
  base: number | null;
  /** True when the design holds edits that copy does not. */
  unsent: boolean;
}

/** The account copy a design builds on, as the browser's record of it says. */
export interface Lineage {
  base: number | null;
  unsent: boolean;
}

/** A design edited from nothing the account is known to hold. */
export const UNKNOWN_LINEAGE: Lineage = { base: null, unsent: true };

export function storageKey(problemId: string): string {
  return `systemcraft.design.${problemId}`;
}

export function serialise(
  design: CanvasDesign,
  lineage: Lineage = UNKNOWN_LINEAGE,
  now: Date = new Date(),
): string {
  const saved: SavedDesign = {
    version: SAVED_DESIGN_VERSION,
    savedAt: now.toISOString(),
    design,
    ...lineage,
  };
  return JSON.stringify(saved);
}

function looksLikeDesign(value: unknown): value is CanvasDesign {
  if (typeof value !== 'object' || value === null) return false;
  const { widgets, connections } = value as Partial<CanvasDesign>;
  return (
    Array.isArray(widgets) &&
    Array.isArray(connections) &&
    widgets.every((w) => typeof w.id === 'string' && isComponentType(w.type)) &&
    connections.every((c) => typeof c.id === 'string' && typeof c.from.widgetId === 'string')
  );
}

/** The stored record, or null when there is none or it cannot be trusted. */
export function readSaved(raw: string | null): SavedDesign | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedDesign>;
    if (saved.version !== SAVED_DESIGN_VERSION || !looksLikeDesign(saved.design)) return null;
    const base =
      typeof saved.base === 'number' && Number.isSafeInteger(saved.base) ? saved.base : null;
    return {
      version: saved.version,
      savedAt: saved.savedAt ?? '',
      design: saved.design,
      base,
      unsent: base === null || saved.unsent !== false,
    };
  } catch {
    return null;
  }
}

export function deserialise(raw: string | null): CanvasDesign | null {
  return readSaved(raw)?.design ?? null;
}
