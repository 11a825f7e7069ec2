import type { CanvasDesign } from '@/lib/design';
import { useCallback, useState } from 'react';

import { deserialise, serialise, storageKey } from './model/saved-design';

function setAsideKey(problemId: string): string {
  return `${storageKey(problemId)}.set-aside`;
}

function write(problemId: string, design: CanvasDesign | null) {
  try {
    if (design) window.localStorage.setItem(setAsideKey(problemId), serialise(design));
    else window.localStorage.removeItem(setAsideKey(problemId));
  } catch (error) {
    console.warn('Could not keep the set-aside design', error);
  }
}

/**
 * The learner's own design, set aside when they load a newer one from their account. It is
 * kept in the browser until they restore or discard it, so leaving the page, another notice
 * or a reload does not lose it.
 */
export function useSetAside(problemId: string) {
  const [design, setDesign] = useState<CanvasDesign | null>(() => {
    try {
      return deserialise(window.localStorage.getItem(setAsideKey(problemId)));
    } catch {
      return null;
    }
  });
  const keep = useCallback(
    (mine: CanvasDesign) => {
      write(problemId, mine);
      setDesign(mine);
    },
    [problemId],
  );
  const forget = useCallback(() => {
    write(problemId, null);
    setDesign(null);
  }, [problemId]);
  return { design, keep, forget };
}
