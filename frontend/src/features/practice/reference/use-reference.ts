import { useQuery } from '@tanstack/react-query';

import { api, errorMessage } from '@/lib/api/client';

/** The problem's reference design, fetched when the comparison opens; the server refuses it
 * until the user has had a design for the problem assessed. */
export function useReference(problemId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['practice', 'reference', problemId],
    enabled,
    retry: false,
    queryFn: async () => {
      const { data, error } = await api.GET('/api/practice-problems/{problem_id}/reference', {
        params: { path: { problem_id: problemId } },
      });
      if (data) return data;
      throw new Error(errorMessage(error, 'The reference design could not be loaded.'));
    },
  });
}
