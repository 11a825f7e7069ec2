import { useSession } from '@/lib/auth/use-auth';

import { LessonLockedError, TIER_REQUIRED_MESSAGE, useLesson } from './api';
import type { FlatLesson, SectionData } from './types';

const LOCKED: SectionData[] = [
  {
    type: 'highlight',
    data: { payload: { markdown: TIER_REQUIRED_MESSAGE, variant: 'important' } },
  },
];

/**
 * The lesson's sections; a 403 becomes the single tier notice section. A visitor is known to
 * be on the free tier, so a paid lesson is shown locked without asking the server (which would
 * refuse anyway, and the browser would log the refusal as an error).
 */
export function useLessonSections(lesson: FlatLesson | undefined) {
  const session = useSession();
  const lockedForVisitor = !session && (lesson?.required_tier_id ?? 0) > 0;
  const content = useLesson(lesson?.id, !lockedForVisitor);
  const locked = lockedForVisitor || content.error instanceof LessonLockedError;
  const sections = locked ? LOCKED : (content.data?.sections ?? []);
  return {
    content,
    sections,
    locked,
    pending: !locked && content.isPending,
    failed: content.isError && !locked,
  };
}
