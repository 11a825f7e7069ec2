import { startTransition, useEffect, useState } from 'react';

/** False for the canvas's first commit, true from a task of its own after it: React Flow sets
 * up its pan and zoom, then draws the design (in a transition, which yields every few
 * milliseconds), in shorter tasks than the one long one of doing both at once. */
export function usePopulated(): boolean {
  const [populated, setPopulated] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      startTransition(() => {
        setPopulated(true);
      });
    });
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return populated;
}
