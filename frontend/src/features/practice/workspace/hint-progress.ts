/**
 * How many of a problem's hints the user has opened, kept in the browser so a reload does not
 * hide them again. Hints open one at a time, in order, and never close.
 */

const KEY_PREFIX = 'systemcraft.hints.';

export function hintsKey(problemId: string): string {
  return KEY_PREFIX + problemId;
}

/** The number of hints shown, read from storage and held within 0..total. */
export function readShownHints(
  storage: Pick<Storage, 'getItem'>,
  problemId: string,
  total: number,
) {
  const stored = Number.parseInt(storage.getItem(hintsKey(problemId)) ?? '0', 10);
  if (!Number.isFinite(stored) || stored < 0) return 0;
  return Math.min(stored, total);
}

export function saveShownHints(
  storage: Pick<Storage, 'setItem'>,
  problemId: string,
  shown: number,
): void {
  try {
    storage.setItem(hintsKey(problemId), String(shown));
  } catch {
    // Storage full or blocked: the hints still show for this visit.
  }
}

/** The label of the button that opens the next hint, or null when every hint is shown. */
export function nextHintLabel(shown: number, total: number): string | null {
  if (shown >= total) return null;
  return `Show hint ${String(shown + 1)} of ${String(total)}`;
}
