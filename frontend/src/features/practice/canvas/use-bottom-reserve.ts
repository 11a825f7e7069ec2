import { useEffect, useState, type RefObject } from 'react';

/** React Flow's panels in the canvas's bottom corners: the zoom buttons and the map. */
const BOTTOM_PANELS = '.react-flow__panel.bottom';

/** From the canvas's bottom edge to the top of its tallest bottom panel; a hidden panel (the
 * phone's raised sheet hides them) takes none. */
function measure(canvas: HTMLElement): number {
  const bottom = canvas.getBoundingClientRect().bottom;
  let reserve = 0;
  for (const panel of canvas.querySelectorAll(BOTTOM_PANELS)) {
    const box = panel.getBoundingClientRect();
    if (box.height > 0) reserve = Math.max(reserve, bottom - box.top);
  }
  return Math.ceil(reserve);
}

/**
 * The strip along the canvas's bottom that its corner controls cover, kept up to date as the
 * map is shown or folded away and as the canvas changes size; null until first measured.
 * Measured in the observer's first report, after layout, rather than in a layout effect: a
 * state set there would re-render the whole canvas inside its first commit, one long task.
 */
export function useBottomReserve(canvas: RefObject<HTMLElement | null>): number | null {
  const [reserve, setReserve] = useState<number | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const update = () => {
      setReserve(measure(element));
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const panel of element.querySelectorAll(BOTTOM_PANELS)) observer.observe(panel);
    return () => {
      observer.disconnect();
    };
  }, [canvas]);
  return reserve;
}
