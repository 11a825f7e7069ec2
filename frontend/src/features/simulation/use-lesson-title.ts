import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';

/** "cache-aside" as a title while the real one loads, or if it cannot be had. */
export function titleFromId(lessonId: string): string {
  const words = lessonId.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A lesson's title, from the course's list of topics (read once, and only when asked). */
export function useLessonTitle(lessonId: string | null): string | null {
  const titles = useQuery({
    queryKey: ['simulation', 'lesson-titles'],
    enabled: lessonId !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<Record<string, string>> => {
      const { data } = await api.GET('/api/topics');
      const lessons = data?.topics.flatMap((topic) => topic.subtopics) ?? [];
      return Object.fromEntries(lessons.map((lesson) => [lesson.id, lesson.title]));
    },
  });
  if (lessonId === null) return null;
  return titles.data?.[lessonId] ?? titleFromId(lessonId);
}
