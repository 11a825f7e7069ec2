import { describe, expect, it } from 'vitest';

import {
  difficultyLevel,
  filterProblems,
  NO_FILTER,
  tagsOf,
  withOverflow,
} from './problem-filters';

const problems = [
  {
    title: 'Design a URL Shortener',
    description: 'Short links',
    difficulty: 'Easy',
    tags: ['hashing', 'caching'],
  },
  {
    title: 'Design a Chat Application',
    description: 'Messages',
    difficulty: 'Medium',
    tags: ['websockets'],
  },
  {
    title: 'Design a News Feed',
    description: 'Posts from friends',
    difficulty: 'Hard',
    tags: ['caching', 'fan-out'],
  },
];

describe('filterProblems', () => {
  it('keeps everything without a filter', () => {
    expect(filterProblems(problems, NO_FILTER)).toHaveLength(3);
  });

  it('searches titles, descriptions and tags, ignoring case', () => {
    expect(
      filterProblems(problems, { ...NO_FILTER, search: 'CHAT' }).map((p) => p.difficulty),
    ).toEqual(['Medium']);
    expect(filterProblems(problems, { ...NO_FILTER, search: 'friends' })).toHaveLength(1);
    expect(filterProblems(problems, { ...NO_FILTER, search: 'fan-out' })).toHaveLength(1);
  });

  it('combines difficulty and tag', () => {
    expect(filterProblems(problems, { ...NO_FILTER, tag: 'caching' })).toHaveLength(2);
    expect(
      filterProblems(problems, { search: '', difficulty: 'Hard', tag: 'caching' }),
    ).toHaveLength(1);
    expect(filterProblems(problems, { search: 'url', difficulty: 'Hard', tag: '' })).toHaveLength(
      0,
    );
  });
});

describe('helpers', () => {
  it('lists each tag once, sorted', () => {
    expect(tagsOf(problems)).toEqual(['caching', 'fan-out', 'hashing', 'websockets']);
  });

  it('counts what overflows', () => {
    expect(withOverflow(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hidden: 1 });
    expect(withOverflow(['a'], 4)).toEqual({ shown: ['a'], hidden: 0 });
  });

  it('treats anything but Easy and Medium as hard', () => {
    expect(difficultyLevel('Easy')).toBe('easy');
    expect(difficultyLevel('Medium')).toBe('medium');
    expect(difficultyLevel('Expert')).toBe('hard');
  });
});
