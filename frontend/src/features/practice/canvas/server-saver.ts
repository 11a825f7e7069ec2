import type { CanvasDesign } from '@/lib/design';

import { api } from '@/lib/api/client';
import { latestOnlyQueue } from '@/lib/latest-only-queue';

import {
  afterRefusal,
  ifMatch,
  NOTHING_SAVED,
  sameDesign,
  type ServerCopy,
} from './model/server-copy';

/** A newer design saved in another tab or on another device than the one this tab follows. */
export interface SaveConflict {
  theirs: CanvasDesign;
  version: number;
}

export function readDesign(problem: string) {
  return api.GET('/api/designs/{problem_id}', { params: { path: { problem_id: problem } } });
}

function putDesign(problem: string, design: CanvasDesign, version: number) {
  return api.PUT('/api/designs/{problem_id}', {
    params: { path: { problem_id: problem }, header: { 'if-match': ifMatch(version) } },
    body: { design },
  });
}

/**
 * Saves a tab's design to the account, one save on its way at a time (so an older one never
 * lands after a newer one, and each names the version the one before it made), each problem
 * keeping its latest. A save refused because another tab or device saved a different design
 * since stops saving until `follow` is told which copy to build on.
 */
export function serverSaver(onConflict: (conflict: SaveConflict) => void) {
  let copy: ServerCopy = NOTHING_SAVED;
  let paused = false;

  const send = async (problem: string, saved: CanvasDesign, retry = true): Promise<void> => {
    if (paused || sameDesign(saved, copy.design)) return;
    const { data, response } = await putDesign(problem, saved, copy.version);
    if (data) copy = { version: data.version, design: saved };
    if (data || response.status !== 412) return; // a failed save is tried at the next edit
    const current = (await readDesign(problem)).data;
    if (!current) return;
    const refusal = afterRefusal(saved, { version: current.version, design: current.design });
    if (refusal.kind === 'conflict') {
      paused = true;
      onConflict({ theirs: refusal.theirs, version: refusal.version });
      return;
    }
    copy = refusal.copy;
    if (refusal.resend && retry) await send(problem, saved, false);
  };

  const enqueue = latestOnlyQueue(
    ({ problem, saved }: { problem: string; saved: CanvasDesign }) =>
      send(problem, saved).catch((error: unknown) => {
        console.warn('Could not save the design to your account', error);
      }),
    ({ problem }) => problem,
  );

  return {
    save: (problem: string, saved: CanvasDesign) => {
      enqueue({ problem, saved });
    },
    /** The server's copy to build on from now on; saving goes on. */
    follow: (next: ServerCopy) => {
      copy = next;
      paused = false;
    },
  };
}
