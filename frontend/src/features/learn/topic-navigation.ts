import type { FlatSubtopic, TopicData } from './types';

/** Every subtopic in reading order: topics by order, then their subtopics by order. */
export function flattenSubtopics(topics: readonly TopicData[]): FlatSubtopic[] {
  return [...topics]
    .sort((a, b) => a.order - b.order)
    .flatMap((topic) =>
      [...topic.subtopics]
        .sort((a, b) => a.order - b.order)
        .map((subtopic) => ({ ...subtopic, topicId: topic.id, topicTitle: topic.title })),
    );
}

export function neighbours(
  flat: readonly FlatSubtopic[],
  currentId: string | undefined,
): { previous: FlatSubtopic | null; next: FlatSubtopic | null } {
  const index = flat.findIndex((subtopic) => subtopic.id === currentId);
  if (index === -1) return { previous: null, next: null };
  return { previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

/**
 * SPEC §5: case-insensitive match on topic or subtopic titles. A topic whose own title
 * matches keeps all its subtopics; otherwise only matching subtopics stay, and a topic left
 * with none is hidden.
 */
export function filterTopics(topics: readonly TopicData[], search: string): TopicData[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...topics];
  return topics.flatMap((topic) => {
    if (topic.title.toLowerCase().includes(query)) return [topic];
    const subtopics = topic.subtopics.filter((s) => s.title.toLowerCase().includes(query));
    return subtopics.length ? [{ ...topic, subtopics }] : [];
  });
}
