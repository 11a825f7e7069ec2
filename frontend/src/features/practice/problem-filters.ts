/** Search and filters for the problem pages, as plain functions. */

export interface ProblemLike {
  title: string;
  description: string;
  difficulty: string;
  tags?: readonly string[];
  requirements?: readonly string[];
}

export interface ProblemFilter {
  search: string;
  difficulty: string;
  tag: string;
}

export const NO_FILTER: ProblemFilter = { search: '', difficulty: '', tag: '' };

export function filterProblems<T extends ProblemLike>(
  problems: readonly T[],
  filter: ProblemFilter,
) {
  const query = filter.search.trim().toLowerCase();
  return problems.filter((problem) => {
    if (filter.difficulty && problem.difficulty !== filter.difficulty) return false;
    if (filter.tag && !(problem.tags ?? []).includes(filter.tag)) return false;
    if (!query) return true;
    const haystack = [problem.title, problem.description, ...(problem.tags ?? [])];
    return haystack.some((text) => text.toLowerCase().includes(query));
  });
}

export function tagsOf(problems: readonly ProblemLike[]): string[] {
  return [...new Set(problems.flatMap((problem) => problem.tags ?? []))].sort();
}

/** The first `limit` items, and how many were left out (for '+N' labels). */
export function withOverflow<T>(items: readonly T[], limit: number) {
  return { shown: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}

/** The difficulty's level: Easy, Medium, and anything else is treated as hard. */
export function difficultyLevel(difficulty: string): 'easy' | 'medium' | 'hard' {
  if (difficulty === 'Easy') return 'easy';
  if (difficulty === 'Medium') return 'medium';
  return 'hard';
}
