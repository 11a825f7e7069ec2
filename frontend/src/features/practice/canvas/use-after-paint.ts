import { startTransition, useEffect, useState } from 'react';

/** False until the next frame is drawn (a timer set in an animation frame runs once that frame
 * is drawn), then true from a transition, whose render yields to input every few milliseconds:
 * what it renders then never holds the page in one long task with what was drawn first. */
export function useAfterPaint(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => {
    if (painted) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        startTransition(() => {
          setPainted(true);
        });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
