import { LessonLockedError, TIER_REQUIRED_MESSAGE, useLesson } from './api';
import type { SectionData } from './types';

const LOCKED: SectionData[] = [
  {
    type: 'highlight',
    data: { payload: { markdown: TIER_REQUIRED_MESSAGE, variant: 'important' } },
  },
];

/** The lesson's sections; a 403 becomes the single tier notice section. */
export function useLessonSections(lessonId: string | undefined) {
  const lesson = useLesson(lessonId);
  const locked = lesson.error instanceof LessonLockedError;
  const sections = locked ? LOCKED : (lesson.data?.sections ?? []);
  return { lesson, sections, locked, failed: lesson.isError && !locked };
}
