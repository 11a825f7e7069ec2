import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';

import type { CatalogueProblem, PracticeProblemSummary } from './types';

/** Any failure is logged and shown as an empty list. */
async function listOrEmpty<T>(
  load: () => Promise<{ data?: { problems: T[] }; response: Response }>,
) {
  try {
    const { data, response } = await load();
    if (data) return data.problems;
    console.warn('Could not load problems', response.status);
  } catch (error) {
    console.warn('Could not load problems', error);
  }
  return [];
}

export function usePracticeProblems() {
  return useQuery({
    queryKey: ['practice', 'problems'],
    queryFn: (): Promise<PracticeProblemSummary[]> =>
      listOrEmpty(() => api.GET('/api/practice-problems')),
  });
}

export function useCatalogue() {
  return useQuery({
    queryKey: ['practice', 'catalogue'],
    queryFn: (): Promise<CatalogueProblem[]> => listOrEmpty(() => api.GET('/api/problems')),
  });
}
