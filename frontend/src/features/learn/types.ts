import type { components } from '@/lib/api/schema';

export type TopicData = components['schemas']['TopicOut'];
type LessonSummary = components['schemas']['SubtopicSummary'];
export type LessonData = components['schemas']['ContentOut'];
export type SectionData = components['schemas']['SectionOut'];
export type QuizData = components['schemas']['QuizOut'];
export type QuestionData = components['schemas']['QuestionOut'];

/** A lesson with its topic's id and title, which the client adds for the breadcrumb. */
export interface FlatLesson extends LessonSummary {
  topicId: string;
  topicTitle: string;
}
