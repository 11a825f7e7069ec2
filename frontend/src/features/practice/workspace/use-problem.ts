import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { useSession } from '@/lib/auth/use-auth';

import type { PracticeProblem } from '../types';

export const PROBLEM_TIER_MESSAGE = 'This problem requires a higher tier subscription.';
export class ProblemLockedError extends Error {}

/** The problem as the workspace reads it, for a reader of `tier` (null: not known or signed
 * out). A 404 gives null, 403 throws the tier message, other failures give null. */
export function problemQuery(problemId: string, tier: number | null) {
  return queryOptions({
    queryKey: ['practice', 'problem', problemId, tier],
    retry: false,
    // The reader's tier becomes known, or changes, while the workspace is open: the problem
    // shown stays until the answer for the new tier comes, rather than the workspace closing
    // (and opening again, reading the saved design twice) in between. Another problem's
    // answer never stands in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === problemId ? previous : undefined,
    queryFn: async (): Promise<PracticeProblem | null> => {
      try {
        const { data, response } = await api.GET('/api/practice-problems/{problem_id}', {
          params: { path: { problem_id: problemId } },
        });
        if (data) return data;
        if (response.status === 403) throw new ProblemLockedError(PROBLEM_TIER_MESSAGE);
        return null;
      } catch (error) {
        if (error instanceof ProblemLockedError) throw error;
        console.warn('Could not load the problem', error);
        return null;
      }
    },
  });
}

export function useProblem(problemId: string) {
  const session = useSession();
  return useQuery(problemQuery(problemId, session?.user?.tier_id ?? null));
}
