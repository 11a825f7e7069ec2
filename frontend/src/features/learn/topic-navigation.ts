import type { FlatLesson, TopicData } from './types';

/** Every lesson in reading order: topics by order, then their lessons by order. */
export function flattenLessons(topics: readonly TopicData[]): FlatLesson[] {
  return [...topics]
    .sort((a, b) => a.order - b.order)
    .flatMap((topic) =>
      [...topic.subtopics]
        .sort((a, b) => a.order - b.order)
        .map((lesson) => ({ ...lesson, topicId: topic.id, topicTitle: topic.title })),
    );
}

export function neighbours(
  flat: readonly FlatLesson[],
  currentId: string | undefined,
): { previous: FlatLesson | null; next: FlatLesson | null } {
  const index = flat.findIndex((lesson) => lesson.id === currentId);
  if (index === -1) return { previous: null, next: null };
  return { previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

/**
 * The topic search: a case-insensitive match on topic or lesson titles. A topic whose own
 * title matches keeps all its lessons; otherwise only matching lessons stay, and a topic left
 * with none is hidden.
 */
export function filterTopics(topics: readonly TopicData[], search: string): TopicData[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...topics];
  return topics.flatMap((topic) => {
    if (topic.title.toLowerCase().includes(query)) return [topic];
    const lessons = topic.subtopics.filter((s) => s.title.toLowerCase().includes(query));
    return lessons.length ? [{ ...topic, subtopics: lessons }] : [];
  });
}

export interface TopicLessons {
  topicId: string;
  topicTitle: string;
  lessons: FlatLesson[];
}

/** The lessons in reading order, gathered under their topics. */
export function lessonsByTopic(flat: readonly FlatLesson[]): TopicLessons[] {
  const topics = new Map<string, TopicLessons>();
  for (const lesson of flat) {
    const { topicId, topicTitle } = lesson;
    const topic = topics.get(topicId) ?? { topicId, topicTitle, lessons: [] };
    topic.lessons.push(lesson);
    topics.set(topicId, topic);
  }
  return [...topics.values()];
}
