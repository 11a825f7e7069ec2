import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { filterTopics, flattenLessons, lessonsByTopic, neighbours } from './topic-navigation';
import type { TopicData } from './types';

const topic = (id: string, order: number, titles: string[]): TopicData => ({
  id,
  title: id.replace(/^\w/, (c) => c.toUpperCase()),
  icon: 'compass',
  description: '',
  order,
  subtopics: titles.map((title, index) => ({
    id: `${id}-${String(index)}`,
    title,
    order: index + 1,
    required_tier_id: 0,
    open_to_visitors: true,
  })),
});

const topics = [
  topic('scaling', 2, ['Load Balancing', 'Caching']),
  topic('foundations', 1, ['What Is System Design?', 'Latency']),
];

describe('flattenLessons and neighbours', () => {
  it('orders by topic then lesson and carries the parent topic', () => {
    const flat = flattenLessons(topics);
    expect(flat.map((s) => s.title)).toEqual([
      'What Is System Design?',
      'Latency',
      'Load Balancing',
      'Caching',
    ]);
    expect(flat[2]?.topicTitle).toBe('Scaling');
  });

  it('has no previous at the start and no next at the end', () => {
    const flat = flattenLessons(topics);
    expect(neighbours(flat, 'foundations-0').previous).toBeNull();
    expect(neighbours(flat, 'foundations-0').next?.id).toBe('foundations-1');
    expect(neighbours(flat, 'scaling-1').next).toBeNull();
    expect(neighbours(flat, 'foundations-1')).toMatchObject({
      previous: { id: 'foundations-0' },
      next: { id: 'scaling-0' },
    });
  });
});

describe('filterTopics', () => {
  it('matches lesson titles case-insensitively and hides empty topics', () => {
    const result = filterTopics(topics, 'CACH');
    expect(result.map((t) => t.id)).toEqual(['scaling']);
    expect(result[0]?.subtopics.map((s) => s.title)).toEqual(['Caching']);
  });

  it('keeps every lesson of a topic whose own title matches', () => {
    const [scaling] = filterTopics(topics, 'scal');
    expect(scaling?.subtopics).toHaveLength(2);
  });

  it('returns everything for a blank search and nothing for a miss', () => {
    expect(filterTopics(topics, '   ')).toHaveLength(2);
    expect(filterTopics(topics, 'kubernetes')).toEqual([]);
  });

  it('never invents lessons, whatever the search', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const all = new Set(flattenLessons(topics).map((s) => s.id));
        for (const found of flattenLessons(filterTopics(topics, search))) {
          expect(all.has(found.id)).toBe(true);
        }
      }),
    );
  });
});

describe('lessonsByTopic', () => {
  it('gathers the lessons under their topics, both in reading order', () => {
    const grouped = lessonsByTopic(flattenLessons(topics));
    expect(grouped.map((t) => [t.topicTitle, t.lessons.map((l) => l.title)])).toEqual([
      ['Foundations', ['What Is System Design?', 'Latency']],
      ['Scaling', ['Load Balancing', 'Caching']],
    ]);
  });
});
