import { useMutation, useQuery } from '@tanstack/react-query';

import { api, errorMessage } from '@/lib/api/client';

export function useJoinWaitlist() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { data, error } = await api.POST('/api/waitlist', { body: { email } });
      if (error) throw new Error(errorMessage(error, 'We could not add you. Please try again.'));
      return data;
    },
  });
}

/** Every lesson with its tier, for the copy about what is free; a failure leaves it undefined. */
export function useLessonAccess() {
  return useQuery({
    queryKey: ['pricing', 'lessons'],
    queryFn: async () => {
      const { data } = await api.GET('/api/topics');
      return data?.topics.flatMap((topic) => topic.subtopics) ?? null;
    },
  });
}
