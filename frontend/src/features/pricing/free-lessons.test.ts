import { describe, expect, it } from 'vitest';

import { freeLessonsCopy, type LessonAccess } from './free-lessons';

const lesson = (title: string, tier = 0): LessonAccess => ({
  title,
  open_to_visitors: tier === 0,
  required_tier_id: tier,
});

describe('freeLessonsCopy', () => {
  it('claims every lesson only when every lesson is open', () => {
    expect(freeLessonsCopy([lesson('Caching'), lesson('Sharding')])).toEqual({
      line: 'Every lesson and its quiz',
      note: null,
    });
  });

  it('counts the open lessons and names the locked ones with their tier', () => {
    const lessons = [lesson('Caching'), lesson('Replication'), lesson('Sharding', 1)];
    expect(freeLessonsCopy(lessons)).toEqual({
      line: '2 of the 3 lessons, each with its quiz',
      note: 'Sharding needs a Tier 1 account.',
    });
    const two = [lesson('Caching'), lesson('Sharding', 1), lesson('Consensus', 2)];
    expect(freeLessonsCopy(two).note).toBe(
      'Sharding and Consensus need a Tier 1 account or above.',
    );
  });

  it('counts rather than names many locked lessons', () => {
    const lessons = [lesson('Intro'), ...['A', 'B', 'C', 'D'].map((title) => lesson(title, 1))];
    expect(freeLessonsCopy(lessons).note).toBe('The other 4 lessons need a Tier 1 account.');
  });

  it('claims nothing it cannot know before the lessons load', () => {
    expect(freeLessonsCopy(undefined)).toEqual({
      line: 'The free lessons and their quizzes',
      note: null,
    });
  });
});
