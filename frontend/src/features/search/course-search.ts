import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';

import type { components } from '@/lib/api/schema';

/**
 * Full-text search over the course: each lesson section and each problem is a document. Words
 * are stemmed (Porter) on both sides, so "caching" finds "cache" and "idempotency" finds
 * "idempotent"; the last word typed also matches as a prefix, for results as one types.
 */

export type SearchIndexData = components['schemas']['SearchIndexOut'];

export interface SearchHit {
  id: string;
  kind: 'lesson' | 'problem';
  title: string;
  /** Where it is: the lesson's topic and the section's heading, or the problem's kind. */
  context: string;
  /** The matched words' surroundings, the matched words marked. */
  snippet: SnippetPart[];
  /** The address it opens at: the lesson at the section, or the problem's page. */
  href: string;
  /** The lesson needs this tier and the reader has not got it: shown with a lock. */
  lockedTier: number | null;
}

export interface SnippetPart {
  text: string;
  hit: boolean;
}

interface Doc {
  id: string;
  kind: 'lesson' | 'problem';
  groupId: string;
  title: string;
  heading: string;
  text: string;
  context: string;
  href: string;
  lockedTier: number | null;
}

// Words that say nothing about a subject, left out so "what is a cache" looks for "cache".
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it of on or that the this to what when where which who why with you your'.split(
    ' ',
  ),
);

// The course repeats its words: each is stemmed once (indexing stemmed every occurrence).
const stems = new Map<string, string>();

export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = stemmer(lower);
    stems.set(lower, stem);
  }
  return stem;
}

const MAX_HITS = 12;

// Documents indexed between two pauses: the page answers a tap while the index is built.
const DOCUMENTS_PER_STEP = 40;

export class CourseSearch {
  private constructor(private readonly index: MiniSearch<Doc>) {}

  /** The index over `data`, built a few documents at a time rather than in one long task. */
  static async build(data: SearchIndexData): Promise<CourseSearch> {
    const index = new MiniSearch<Doc>({
      fields: ['title', 'heading', 'text'],
      storeFields: ['kind', 'groupId', 'title', 'heading', 'text', 'context', 'href', 'lockedTier'],
      processTerm: searchTerm,
    });
    await index.addAllAsync(documents(data), { chunkSize: DOCUMENTS_PER_STEP });
    return new CourseSearch(index);
  }

  /** The best section of each lesson and each problem that matches, best first. */
  search(query: string): SearchHit[] {
    const options = {
      boost: { title: 4, heading: 2 },
      prefix: (_term: string, index: number, terms: string[]) => index === terms.length - 1,
      fuzzy: (term: string) => (term.length > 5 ? 0.15 : false),
    };
    // Every word must match; when no document has them all, any of them will do.
    let results = this.index.search(query, { ...options, combineWith: 'AND' });
    if (results.length === 0) results = this.index.search(query, options);
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    for (const result of results) {
      const groupId = String(result.groupId);
      if (seen.has(groupId)) continue;
      seen.add(groupId);
      hits.push(toHit(result));
      if (hits.length === MAX_HITS) break;
    }
    return hits;
  }
}

function toHit(result: SearchResult): SearchHit {
  const doc = result as unknown as Doc & SearchResult;
  return {
    id: String(result.id),
    kind: doc.kind,
    title: doc.title,
    context: doc.context,
    snippet: snippet(doc.text, new Set(result.terms)),
    href: doc.href,
    lockedTier: doc.lockedTier,
  };
}

function documents(data: SearchIndexData): Doc[] {
  const docs: Doc[] = [];
  for (const lesson of data.lessons) {
    const lockedTier = lesson.locked ? lesson.required_tier_id : null;
    const base = { kind: 'lesson' as const, groupId: `lesson:${lesson.id}`, title: lesson.title };
    // A locked lesson is found by its title alone: its text never reached the browser.
    const sections = lesson.sections.length
      ? lesson.sections
      : [{ index: -1, heading: '', text: '' }];
    for (const section of sections) {
      const anchor = section.index >= 0 ? `#section-${String(section.index + 1)}` : '';
      docs.push({
        ...base,
        id: `${base.groupId}:${String(section.index)}`,
        heading: section.heading,
        text: section.text,
        context: [lesson.topic_title, section.heading].filter(Boolean).join(' › '),
        href: `/learn/${lesson.id}${anchor}`,
        lockedTier,
      });
    }
  }
  for (const problem of data.problems) {
    docs.push({
      id: `problem:${problem.id}`,
      kind: 'problem',
      groupId: `problem:${problem.id}`,
      title: problem.title,
      heading: '',
      text: problem.description,
      context: problem.practice ? 'Practice problem' : 'Problem catalogue',
      href: problem.practice ? `/practice/${problem.id}` : '/problems',
      lockedTier: null,
    });
  }
  return docs;
}

const SNIPPET_LENGTH = 160;

/**
 * About SNIPPET_LENGTH characters of `text` around its first word whose search term is one
 * of `terms`, split so each matching word can be marked.
 */
export function snippet(text: string, terms: ReadonlySet<string>): SnippetPart[] {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const isHit = (word: string) => {
    const term = searchTerm(word);
    return term !== null && terms.has(term);
  };
  const first = words.find((match) => isHit(match[0]))?.index ?? 0;
  let start = Math.max(0, first - SNIPPET_LENGTH / 3);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const parts: SnippetPart[] = [];
  let at = start;
  for (const match of words) {
    const from = match.index;
    const to = from + match[0].length;
    if (from < start || to > end || !isHit(match[0])) continue;
    if (from > at) parts.push({ text: text.slice(at, from), hit: false });
    parts.push({ text: match[0], hit: true });
    at = to;
  }
  if (end > at) parts.push({ text: text.slice(at, end), hit: false });
  if (start > 0) parts.unshift({ text: '…', hit: false });
  if (end < text.length) parts.push({ text: '…', hit: false });
  return parts;
}
