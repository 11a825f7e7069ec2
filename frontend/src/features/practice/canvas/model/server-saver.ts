import type { CanvasDesign } from '@/lib/design';

import { api } from '@/lib/api/client';
import { latestOnlyQueue } from '@/lib/latest-only-queue';

import { afterRefusal, ifMatch, NOTHING_SAVED, sameDesign, type ServerCopy } from './server-copy';

/** A newer design saved in another tab or on another device than the one this tab follows. */
export interface SaveConflict {
  theirs: CanvasDesign;
  version: number;
}

/** How the account copy is doing, as the workspace tells the learner. */
export type SaveTrouble = 'none' | 'failing';

export interface SaverEvents {
  conflict: (conflict: SaveConflict) => void;
  /** The account holds this copy now (a save landed, or it turned out to be saved already). */
  saved: (copy: ServerCopy) => void;
  trouble: (trouble: SaveTrouble) => void;
}

/** Waits before trying a failed save again: 2 s, then twice as long each time, up to a minute. */
export function retryDelay(failures: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

export function readDesign(problem: string) {
  return api.GET('/api/designs/{problem_id}', { params: { path: { problem_id: problem } } });
}

function putDesign(problem: string, design: CanvasDesign, version: number, keepalive = false) {
  return api.PUT('/api/designs/{problem_id}', {
    params: { path: { problem_id: problem }, header: { 'if-match': ifMatch(version) } },
    body: { design },
    keepalive,
  });
}

/**
 * Saves a tab's design to the account, one save on its way at a time (so an older one never
 * lands after a newer one, and each names the version the one before it made), each problem
 * keeping its latest. A save refused because another tab or device saved a different design
 * since stops saving until `follow` is told which copy to build on. A save that fails (the
 * network, the server) is tried again with the latest design, later each time, until one lands.
 */
export function serverSaver(problem: string, on: SaverEvents) {
  let copy: ServerCopy = NOTHING_SAVED;
  let paused = false;
  let wanted: CanvasDesign | null = null;
  let failures = 0;
  let retry: number | undefined;

  const failed = () => {
    failures += 1;
    on.trouble('failing');
    window.clearTimeout(retry);
    retry = window.setTimeout(() => {
      if (wanted) enqueue(wanted);
    }, retryDelay(failures));
  };

  const landed = (next: ServerCopy) => {
    copy = next;
    if (failures > 0) on.trouble('none');
    failures = 0;
    on.saved(next);
  };

  const send = async (saved: CanvasDesign, again = true): Promise<void> => {
    if (paused || sameDesign(saved, copy.design)) return;
    const { data, response } = await putDesign(problem, saved, copy.version);
    if (data) {
      landed({ version: data.version, design: saved });
      return;
    }
    const current = response.status === 412 ? (await readDesign(problem)).data : undefined;
    if (!current) {
      failed();
      return;
    }
    const refusal = afterRefusal(saved, { version: current.version, design: current.design });
    if (refusal.kind === 'conflict') {
      paused = true;
      on.conflict({ theirs: refusal.theirs, version: refusal.version });
      return;
    }
    landed(refusal.copy);
    if (refusal.resend && again) await send(saved, false);
  };

  const enqueue = latestOnlyQueue((saved: CanvasDesign) =>
    send(saved).catch((error: unknown) => {
      console.warn('Could not save the design to your account', error);
      failed();
    }),
  );

  return {
    save: (saved: CanvasDesign) => {
      wanted = saved;
      enqueue(saved);
    },
    /** As the page goes away: a save the browser finishes even after the page is gone. */
    saveAsLeaving: (saved: CanvasDesign) => {
      if (paused || sameDesign(saved, copy.design)) return;
      void putDesign(problem, saved, copy.version, true).catch(() => undefined);
    },
    /** The server's copy to build on from now on; saving goes on. */
    follow: (next: ServerCopy) => {
      copy = next;
      paused = false;
    },
    /** The workspace closed: a failed save is not tried again. */
    stopRetrying: () => {
      window.clearTimeout(retry);
    },
  };
}
