import type { CanvasDesign } from '@/lib/design';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useSession } from '@/lib/auth/use-auth';

import { readDesign, serverSaver, type SaveConflict } from './server-saver';

const SERVER_SAVE_DELAY_MS = 1000;

/**
 * For signed-in users the design is also kept on the server, so it follows them to another
 * device. The server copy is read first and wins when it is newer than the copy this browser
 * opened with (`openedAt`, null when it had none and opened on the starting design): edits made
 * while a slow network brings it give way to it, rather than outrank and overwrite the saved
 * design. Only after that read does the hook start writing, so it never overwrites what it has
 * not seen. Each save names the version it replaces: when another tab or device saved since,
 * saving stops and `conflict` holds their design until the learner chooses (keepMine saves this
 * tab's design over theirs; loadTheirs puts theirs on the canvas and returns this tab's, so it
 * can be brought back).
 */
export function useServerSync(
  problemId: string,
  design: CanvasDesign,
  openedAt: string | null,
  load: (design: CanvasDesign) => void,
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
        if (data?.design && data.updated_at && (openedAt === null || data.updated_at > openedAt)) {
          load(data.design);
        }
        ready.current = true;
      })
      .catch((error: unknown) => {
        console.warn('Could not read the saved design', error);
      });
    return () => {
      cancelled = true;
    };
  }, [problemId, signedIn, openedAt, load, saver]);

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
    load(conflict.theirs);
    return mine;
  }, [conflict, settle, load]);

  return { conflict, keepMine, loadTheirs };
}
