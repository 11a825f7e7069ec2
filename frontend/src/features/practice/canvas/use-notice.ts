import type { CanvasDesign } from '@/lib/design';
import { useCallback, useEffect, useState } from 'react';

/** A message about what a file action did. */
export interface Notice {
  tone: 'error' | 'success';
  text: string;
  /** While this holds the message is true; once it does not (undo brought the components
   * back), the message goes by itself. */
  holds?: (design: CanvasDesign) => boolean;
}

/** Long enough to read a sentence twice. */
export const SUCCESS_SHOWN_MS = 6000;

/**
 * The one notice shown over the canvas. A success goes after a few seconds (not while the
 * pointer or the focus is on it); an error stays until it is dismissed, replaced, or no longer
 * true of the design.
 */
export function useNotice(design: CanvasDesign) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [held, setHeld] = useState(false);
  // Adjusted while rendering, so a message that stopped being true is never drawn, and does
  // not come back if the design later returns to what it said.
  if (notice?.holds && !notice.holds(design)) setNotice(null);

  useEffect(() => {
    if (notice?.tone !== 'success' || held) return;
    const timer = window.setTimeout(() => {
      setNotice(null);
    }, SUCCESS_SHOWN_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [notice, held]);

  // A new message, or none, starts its own time: the pointer that held the last one is gone.
  const show = useCallback((next: Notice | null) => {
    setHeld(false);
    setNotice(next);
  }, []);
  const dismiss = useCallback(() => {
    show(null);
  }, [show]);
  return { notice, show, dismiss, hold: setHeld };
}
