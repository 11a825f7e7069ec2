import { useMutation } from '@tanstack/react-query';

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
