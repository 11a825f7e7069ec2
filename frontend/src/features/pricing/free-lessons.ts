/** What the pricing page can truthfully say is free to read, from the lessons' own tiers. */

export interface LessonAccess {
  title: string;
  open_to_visitors: boolean;
  required_tier_id: number;
}

export interface FreeLessonsCopy {
  /** The line in the 'Free today' list. */
  line: string;
  /** Which lessons are not free, when some are not. */
  note: string | null;
}

const NAMED_AT_MOST = 3;

function listOf(titles: string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1] ?? ''}`;
}

/** Before the lessons load (or when they cannot), the copy claims nothing it cannot know. */
export function freeLessonsCopy(lessons: readonly LessonAccess[] | undefined): FreeLessonsCopy {
  if (!lessons?.length) return { line: 'The free lessons and their quizzes', note: null };
  const locked = lessons.filter((lesson) => !lesson.open_to_visitors);
  if (!locked.length) return { line: 'Every lesson and its quiz', note: null };
  const open = lessons.length - locked.length;
  const line = `${String(open)} of the ${String(lessons.length)} lessons, each with its quiz`;
  const lowest = Math.min(...locked.map((lesson) => lesson.required_tier_id));
  const tier = `a Tier ${String(lowest)} account${locked.some((l) => l.required_tier_id > lowest) ? ' or above' : ''}`;
  const note =
    locked.length <= NAMED_AT_MOST
      ? `${listOf(locked.map((lesson) => lesson.title))} ${locked.length === 1 ? 'needs' : 'need'} ${tier}.`
      : `The other ${String(locked.length)} lessons need ${tier}.`;
  return { line, note };
}
