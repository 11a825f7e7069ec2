import type { CanvasDesign } from '@/lib/design';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import { useSession } from '@/lib/auth/use-auth';

import { onRead, type KnownCopy, type ServerCopy } from './model/server-copy';
import {
  readDesign,
  retryDelay,
  serverSaver,
  type SaveConflict,
  type SaveTrouble,
} from './model/server-saver';

const SERVER_SAVE_DELAY_MS = 1000;

export interface SyncedCanvas {
  problemId: string;
  /** The design on the canvas, notes included, as it is saved. */
  design: CanvasDesign;
  /** The account copy the canvas builds on; the editor records it beside the design. */
  known: RefObject<KnownCopy>;
  /** A design as the canvas holds it once loaded (notes apart and joined again). */
  asCanvas: (design: CanvasDesign) => CanvasDesign;
  /** Puts the account's copy on the canvas, when nothing of the learner's is on it. */
  load: (design: CanvasDesign) => void;
  /** Puts a design on the canvas as an edit the learner can undo. */
  replace: (design: CanvasDesign) => void;
  /** The known copy changed: the editor writes its record again. */
  remember: () => void;
}

/**
 * For signed-in users the design is also kept on the account, so it follows them to another
 * device. The account's copy is read first (again each time the tab signs in), and nothing is
 * written before that read, so nothing unseen is overwritten; `onRead` decides between the
 * two. Each save names the version it replaces: when another tab or device saved since,
 * saving stops and `conflict` holds their design until the learner chooses (keepMine saves
 * this tab's design over theirs; loadTheirs puts theirs on the canvas and returns this tab's).
 * A failed read or save is tried again, later each time, and `trouble` says so meanwhile.
 */
export function useServerSync(canvas: SyncedCanvas) {
  const { problemId, design } = canvas;
  const signedIn = Boolean(useSession());
  const [ready, setReady] = useState(false);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [trouble, setTrouble] = useState<SaveTrouble>('none');
  const latest = useRef({ canvas, saving: false });
  useEffect(() => {
    latest.current = { canvas, saving: signedIn && ready && !conflict };
  });

  // The copy each save leaves on the account, which the canvas then builds on.
  const [landed, setLanded] = useState<ServerCopy | null>(null);
  const [saver] = useState(() =>
    serverSaver(problemId, { conflict: setConflict, trouble: setTrouble, saved: setLanded }),
  );
  useEffect(() => {
    if (landed) follow(latest.current.canvas, landed);
  }, [landed]);

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    let failures = 0;
    let timer: number | undefined;
    const read = async () => {
      const { data } = await readDesign(problemId);
      if (!data) throw new Error('The saved design could not be read');
      if (cancelled) return;
      const { canvas: current } = latest.current;
      const saved: ServerCopy = {
        version: data.version,
        design: data.design ? current.asCanvas(data.design) : null,
      };
      const decision = onRead(current.design, current.known.current, saved);
      if (decision.kind === 'conflict') {
        setConflict({ theirs: decision.theirs, version: decision.version });
      } else if (decision.kind === 'load') {
        const copy = { version: decision.version, design: decision.design };
        setConflict(null);
        saver.follow(copy);
        // Recorded with the loaded design, when the editor next writes: written now, the
        // record would give the design still on the canvas the copy's version.
        current.known.current = copy;
        current.load(copy.design);
      } else {
        setConflict(null);
        saver.follow(decision.copy);
        follow(current, decision.copy);
        if (decision.send) saver.save(current.design);
      }
      setTrouble('none');
      setReady(true);
    };
    const attempt = () => {
      read().catch((error: unknown) => {
        if (cancelled) return;
        console.warn('Could not read the saved design', error);
        failures += 1;
        setTrouble('failing');
        timer = window.setTimeout(attempt, retryDelay(failures));
      });
    };
    attempt();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      setReady(false); // signed out: nothing is saved until the account is read again
    };
  }, [problemId, signedIn, saver]);

  useEffect(() => {
    if (!signedIn || !ready || conflict) return;
    const timer = window.setTimeout(() => {
      saver.save(design);
    }, SERVER_SAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [design, signedIn, ready, conflict, saver]);

  // Leaving the workspace sends what is not saved yet at once; closing the page, with a
  // request the browser finishes after the page is gone.
  useEffect(() => {
    const leave = () => {
      if (latest.current.saving) saver.saveAsLeaving(latest.current.canvas.design);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      if (latest.current.saving) saver.save(latest.current.canvas.design);
      saver.stopRetrying();
    };
  }, [saver]);

  const keepMine = useCallback(() => {
    if (!conflict) return;
    const { canvas: current } = latest.current;
    const copy = { version: conflict.version, design: conflict.theirs };
    saver.follow(copy);
    follow(current, copy);
    setConflict(null);
    saver.save(current.design);
  }, [conflict, saver]);

  const loadTheirs = useCallback((): CanvasDesign | null => {
    if (!conflict) return null;
    const { canvas: current } = latest.current;
    const mine = current.design;
    const theirs = current.asCanvas(conflict.theirs);
    saver.follow({ version: conflict.version, design: theirs });
    current.known.current = { version: conflict.version, design: theirs }; // written with theirs
    setConflict(null);
    current.replace(theirs);
    return mine;
  }, [conflict, saver]);

  return { conflict, keepMine, loadTheirs, trouble };
}

/** The canvas now builds on this copy of the account's. */
function follow(canvas: SyncedCanvas, copy: ServerCopy) {
  canvas.known.current = { version: copy.version, design: copy.design };
  canvas.remember();
}
