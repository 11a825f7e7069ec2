import type { components } from '@/lib/api/schema';

export type TopicData = components['schemas']['TopicOut'];
export type SubtopicData = components['schemas']['SubtopicSummary'];
export type LessonData = components['schemas']['ContentOut'];
export type SectionData = components['schemas']['SectionOut'];
export type QuizData = components['schemas']['QuizOut'];
export type QuestionData = components['schemas']['QuestionOut'];

/** A subtopic with its parent topic, as SPEC §3 says the client adds. */
export interface FlatSubtopic extends SubtopicData {
  topicId: string;
  topicTitle: string;
}
