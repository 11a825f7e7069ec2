import { useCallback, useRef, useState } from 'react';

/**
 * Runs `task` at most once at a time: a call while one is still in flight is ignored (a
 * double click must not record two attempts, a second Enter must not send twice). `run`
 * resolves to whether the task ran; `running` drives the busy state.
 */
export function useSingleFlight<Args extends unknown[]>(task: (...args: Args) => Promise<void>) {
  // A ref, not the state: two clicks in one frame both see the state from before either ran.
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setRunning(true);
      try {
        await task(...args);
      } finally {
        busy.current = false;
        setRunning(false);
      }
      return true;
    },
    [task],
  );
  return { run, running };
}
