import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { useSession } from '@/lib/auth/use-auth';

import type { LessonData, QuizData, TopicData } from './types';

export const TIER_REQUIRED_MESSAGE = 'This content requires a higher tier subscription.';

/** A failure to list topics is logged and shown as an empty list. */
export function useTopics() {
  return useQuery({
    queryKey: ['learn', 'topics'],
    queryFn: async (): Promise<TopicData[]> => {
      try {
        const { data, response } = await api.GET('/api/topics');
        if (data) return data.topics;
        console.warn('Could not load topics', response.status);
      } catch (error) {
        console.warn('Could not load topics', error);
      }
      return [];
    },
  });
}

export class LessonLockedError extends Error {}

/** A 403 becomes one section carrying the tier message; other failures throw. */
export function useLesson(lessonId: string | undefined, enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: ['learn', 'content', lessonId, session?.user?.tier_id ?? null],
    enabled: enabled && Boolean(lessonId),
    retry: false,
    queryFn: async (): Promise<LessonData> => {
      const { data, response } = await api.GET('/api/content/{subtopic_id}', {
        params: { path: { subtopic_id: lessonId ?? '' } },
      });
      if (data) return data;
      if (response.status === 403) throw new LessonLockedError(TIER_REQUIRED_MESSAGE);
      throw new Error(`Could not load the lesson (HTTP ${String(response.status)}).`);
    },
  });
}

export const QUIZ_LOCKED_MESSAGE = 'This quiz is locked.';

/**
 * A quiz above the reader's tier (403) throws LessonLockedError; one that fails to load
 * otherwise (a 404 also logs a warning) has no questions.
 */
export function useQuiz(lessonId: string) {
  const session = useSession();
  return useQuery({
    queryKey: ['learn', 'quiz', lessonId, session?.user?.tier_id ?? null],
    retry: (failures, error) => !(error instanceof LessonLockedError) && failures < 3,
    queryFn: async (): Promise<QuizData> => {
      const { data, response } = await api.GET('/api/quizzes/{subtopic_id}', {
        params: { path: { subtopic_id: lessonId } },
      });
      if (data) return data;
      if (response.status === 403) throw new LessonLockedError(QUIZ_LOCKED_MESSAGE);
      if (response.status === 404) console.warn(`No quiz found for ${lessonId}`);
      return { subtopic_id: lessonId, questions: [] };
    },
  });
}

export function useProgress() {
  const session = useSession();
  return useQuery({
    queryKey: ['learn', 'progress', session?.user?.id ?? null],
    enabled: Boolean(session),
    queryFn: async () => {
      const { data } = await api.GET('/api/progress');
      return data ?? { pass_mark: 60, subtopics: [] };
    },
  });
}

export interface ScorePayload {
  subtopic_id: string;
  score: number;
  correct: number;
  total: number;
  percentage: number;
}

/** Saves a finished quiz for a signed-in user; a failure is logged, never shown. */
export function useSaveScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ScorePayload) => {
      const { data, response } = await api.POST('/api/quiz-scores', { body: payload });
      if (!data) {
        console.warn('Quiz score was not saved', response.status);
        return { status: 'success' as const, message: 'Quiz completed' };
      }
      return { status: 'success' as const, message: 'Score saved', saved: data };
    },
    onError: (error) => {
      console.warn('Quiz score was not saved', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['learn', 'progress'] }),
  });
}
