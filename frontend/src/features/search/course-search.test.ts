import { describe, expect, it } from 'vitest';

import { CourseSearch, snippet, type SearchIndexData } from './course-search';

const data: SearchIndexData = {
  lessons: [
    {
      id: 'caching',
      title: 'Caching',
      topic_title: 'Storage',
      required_tier_id: 0,
      locked: false,
      sections: [
        { index: 0, heading: '', text: 'Keep hot data close to the reader.' },
        { index: 2, heading: 'Where a cache sits', text: 'A cache sits before the database.' },
      ],
    },
    {
      id: 'retries',
      title: 'Retries and Timeouts',
      topic_title: 'Reliability',
      required_tier_id: 0,
      locked: false,
      sections: [
        { index: 0, heading: '', text: 'Retry with backoff and jitter.' },
        {
          index: 3,
          heading: 'Safe retries',
          text: 'A retry is safe when the operation is idempotent: an idempotency key lets Redis drop a second charge.',
        },
      ],
    },
    {
      id: 'sharding',
      title: 'Sharding and Partitioning',
      topic_title: 'Data',
      required_tier_id: 1,
      locked: true,
      sections: [],
    },
  ],
  problems: [
    { id: 'url-shortener', title: 'URL Shortener', description: 'Short links.', practice: true },
    { id: 'news-feed', title: 'News Feed', description: 'A feed of posts.', practice: false },
  ],
};

const search = await CourseSearch.build(data);

describe('searching the course', () => {
  it('finds a word by its stem: "caching" finds the sections about a cache', () => {
    const [hit] = search.search('caching');
    expect(hit?.title).toBe('Caching');
  });

  it('opens a lesson at the section that matched', () => {
    const [hit] = search.search('idempotency');
    expect(hit).toMatchObject({
      title: 'Retries and Timeouts',
      context: 'Reliability › Safe retries',
      href: '/learn/retries#section-4',
      lockedTier: null,
    });
    expect(hit?.snippet.filter((part) => part.hit).map((part) => part.text)).toEqual([
      'idempotent',
      'idempotency',
    ]);
  });

  it('finds a name like "redis" in the text', () => {
    expect(search.search('redis').map((hit) => hit.href)).toEqual(['/learn/retries#section-4']);
  });

  it('matches the last word as it is being typed', () => {
    expect(search.search('idempo')[0]?.title).toBe('Retries and Timeouts');
  });

  it('lists each lesson once, at its best section', () => {
    const hits = search.search('cache database');
    expect(hits.map((hit) => hit.href)).toEqual(['/learn/caching#section-3']);
  });

  it('finds a locked lesson by its title alone, marked with its tier', () => {
    const [hit] = search.search('partitioning');
    expect(hit).toMatchObject({ href: '/learn/sharding', lockedTier: 1, snippet: [] });
  });

  it('finds problems by title and description, at their page', () => {
    expect(search.search('shortener')[0]?.href).toBe('/practice/url-shortener');
    expect(search.search('posts')[0]?.href).toBe('/problems');
  });

  it('falls back to any word when no document has them all', () => {
    const titles = search.search('jitter posts').map((hit) => hit.title);
    expect(titles.sort()).toEqual(['News Feed', 'Retries and Timeouts']);
  });

  it('ignores words that say nothing of a subject', () => {
    expect(search.search('what is the')).toEqual([]);
  });
});

describe('a snippet', () => {
  it('marks every matching word and cuts long text around the first', () => {
    const text = `${'filler '.repeat(40)}the cached copy and the cache ${'tail '.repeat(40)}`;
    const parts = snippet(text, new Set(['cach']));
    expect(parts[0]).toEqual({ text: '…', hit: false });
    expect(parts.at(-1)).toEqual({ text: '…', hit: false });
    expect(parts.filter((part) => part.hit).map((part) => part.text)).toEqual(['cached', 'cache']);
    expect(parts.map((part) => part.text).join('').length).toBeLessThanOrEqual(170);
  });
});
