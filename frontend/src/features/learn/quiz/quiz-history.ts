/**
 * The quiz lives in the address (`?quiz`), one history entry above its lesson, so the
 * browser's Back returns to the lesson and Forward into the quiz. What those entries held is
 * kept here by the entry's key for as long as the page is open: the reading place of a lesson
 * entry, and the attempt of a quiz entry, so Forward finds the question the learner left.
 */

export const QUIZ_PARAM = 'quiz';

/** Marks a quiz entry the lesson pushed, which "Back to Lesson" can simply pop. */
export interface QuizEntryState {
  fromLesson: true;
}

export function isFromLesson(state: unknown): state is QuizEntryState {
  return typeof state === 'object' && state !== null && 'fromLesson' in state;
}

// A reader opens a handful of quizzes in a visit; the oldest are dropped past this many.
const KEPT_ENTRIES = 50;

/** A small store of values by history entry key, oldest dropped first. */
export class EntryMemory<Value> {
  private readonly values = new Map<string, Value>();

  get(key: string): Value | undefined {
    return this.values.get(key);
  }

  set(key: string, value: Value): void {
    this.values.delete(key);
    this.values.set(key, value);
    if (this.values.size > KEPT_ENTRIES) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
  }
}

export interface ReadingPlace {
  top: number;
  /** The button that opened the quiz, which gets the focus back. */
  focusId: string;
}

export const readingPlaces = new EntryMemory<ReadingPlace>();

export interface KeptAttempt<Attempt> {
  attempt: Attempt;
  round: number;
}
