import type { CanvasDesign } from '@/lib/design';
import { useEffect, useRef, useState } from 'react';

import { api } from '@/lib/api/client';
import { useSession } from '@/lib/auth/use-auth';
import { latestOnlyQueue } from '@/lib/latest-only-queue';

const SERVER_SAVE_DELAY_MS = 1000;

/**
 * For signed-in users the design is also kept on the server, so it follows them to another
 * device. The server copy is read first and wins when it is newer than the copy this browser
 * opened with (`openedAt`, null when it had none and opened on the starting design): edits made
 * while a slow network brings it give way to it, rather than outrank and overwrite the saved
 * design. Only after that read does the hook start writing, so it never overwrites what it has
 * not seen.
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

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    ready.current = false;
    void api
      .GET('/api/designs/{problem_id}', { params: { path: { problem_id: problemId } } })
      .then(({ data }) => {
        if (cancelled) return;
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
  }, [problemId, signedIn, openedAt, load]);

  // One save on its way at a time, so an older one can never land after a newer one; each
  // problem keeps its latest.
  const [save] = useState(() =>
    latestOnlyQueue(
      ({ problem, saved }: { problem: string; saved: CanvasDesign }) =>
        api
          .PUT('/api/designs/{problem_id}', {
            params: { path: { problem_id: problem } },
            body: { design: saved },
          })
          .catch((error: unknown) => {
            console.warn('Could not save the design to your account', error);
          }),
      ({ problem }) => problem,
    ),
  );

  useEffect(() => {
    if (!signedIn || !ready.current) return;
    const timer = window.setTimeout(() => {
      save({ problem: problemId, saved: design });
    }, SERVER_SAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [design, problemId, signedIn, save]);
}
