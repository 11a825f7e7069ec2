import type { CanvasDesign } from '@/lib/design';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useSession } from '@/lib/auth/use-auth';

import type { EditorAction } from './editor-state';
import { readSaved, storageKey } from './model/saved-design';
import { readDesign, serverSaver, type SaveConflict } from './server-saver';

const SERVER_SAVE_DELAY_MS = 1000;

/**
 * For signed-in users the design is also kept on the server, so it follows them to another
 * device. The server copy is read first and wins when it is newer than this browser's; only
 * after that read does the hook start writing, so it never overwrites what it has not seen.
 * Each save names the version it replaces: when another tab or device saved since, saving
 * stops and `conflict` holds their design until the learner chooses (keepMine saves this
 * tab's design over theirs; loadTheirs puts theirs on the canvas and returns this tab's, so
 * it can be brought back).
 */
export function useServerSync(
  problemId: string,
  design: CanvasDesign,
  dispatch: (action: EditorAction) => void,
) {
  const session = useSession();
  const signedIn = Boolean(session);
  const ready = useRef(false);
  const latest = useRef(design);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [saver] = useState(() => serverSaver(setConflict));
  useEffect(() => {
    latest.current = design;
  }, [design]);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    ready.current = false;
    void readDesign(problemId)
      .then(({ data }) => {
        if (cancelled) return;
        if (data) saver.follow({ version: data.version, design: data.design });
        const local = readSaved(window.localStorage.getItem(storageKey(problemId)));
        if (data?.design && data.updated_at && (!local || data.updated_at > local.savedAt)) {
          dispatch({ type: 'load', design: data.design });
        }
        ready.current = true;
      })
      .catch((error: unknown) => {
        console.warn('Could not read the saved design', error);
      });
    return () => {
      cancelled = true;
    };
  }, [problemId, signedIn, dispatch, saver]);

  useEffect(() => {
    if (!signedIn || !ready.current) return;
    const timer = window.setTimeout(() => {
      saver.save(problemId, design);
    }, SERVER_SAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [design, problemId, signedIn, saver]);

  const settle = useCallback(
    (chosen: SaveConflict) => {
      saver.follow({ version: chosen.version, design: chosen.theirs });
      setConflict(null);
    },
    [saver],
  );

  const keepMine = useCallback(() => {
    if (!conflict) return;
    settle(conflict);
    saver.save(problemId, latest.current);
  }, [conflict, settle, saver, problemId]);

  const loadTheirs = useCallback((): CanvasDesign | null => {
    if (!conflict) return null;
    const mine = latest.current;
    settle(conflict);
    dispatch({ type: 'load', design: conflict.theirs });
    return mine;
  }, [conflict, settle, dispatch]);

  return { conflict, keepMine, loadTheirs };
}
