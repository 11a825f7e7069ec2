import type { CanvasDesign } from '@/lib/design';
import { useCallback, useState } from 'react';

import { readStored, store } from './model/design-storage';
import { serialise, storageKey } from './model/saved-design';

function setAsideKey(problemId: string): string {
  return `${storageKey(problemId)}.set-aside`;
}

/**
 * The learner's own design, set aside when they load a newer one from their account. It is
 * kept in the browser until they restore or discard it, so leaving the page, another notice
 * or a reload does not lose it.
 */
export function useSetAside(problemId: string) {
  const [design, setDesign] = useState(() => readStored(setAsideKey(problemId))?.design ?? null);
  const keep = useCallback(
    (mine: CanvasDesign) => {
      store(setAsideKey(problemId), serialise(mine));
      setDesign(mine);
    },
    [problemId],
  );
  const forget = useCallback(() => {
    store(setAsideKey(problemId), null);
    setDesign(null);
  }, [problemId]);
  return { design, keep, forget };
}
