import { useEffect, useState } from 'react';

/** Long enough to read the hint and reach its button. */
export const HINT_SHOWN_MS = 5000;

/**
 * Whether the hint about the selected item `id` is up: from the item's selection until
 * HINT_SHOWN_MS later, not counting the time the pointer or the focus is on it. Selecting
 * another item, or this one again after a deselection, brings it back.
 */
export function usePropertiesHint(id: string | null) {
  const [current, setCurrent] = useState(id);
  const [expired, setExpired] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  // Adjusted while rendering: a new selection starts afresh, even if the pointer that held the
  // last hint left with it (its mouseleave never came).
  if (id !== current) {
    setCurrent(id);
    setHeld(false);
    if (id === null) setExpired(null);
  }

  useEffect(() => {
    if (id === null || held) return;
    const timer = window.setTimeout(() => {
      setExpired(id);
    }, HINT_SHOWN_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [id, held]);

  return { shown: id !== null && expired !== id, hold: setHeld };
}
