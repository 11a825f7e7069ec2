import { useCallback, useRef, useState } from 'react';

/**
 * Runs `task` at most once at a time: a call while one is still in flight is ignored (a
 * double click must not record two attempts). `running` drives the button's busy state.
 */
export function useSingleFlight(task: () => Promise<void>) {
  // A ref, not the state: two clicks in one frame both see the state from before either ran.
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, [task]);
  return { run, running };
}
