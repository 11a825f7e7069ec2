/**
 * What a component in an imported document is, decided as the server's assessment decides it
 * (backend/systemcraft/design/recognition.py), from the same generated table: the word a label
 * names last decides ("User service" is a server, "Users DB" a database), and what is in
 * brackets counts only when the rest names nothing.
 */

import type { ComponentType } from '.';
import {
  COMPONENT_TYPES,
  LABEL_KEYWORDS,
  SHORT_KEYWORD,
  TYPE_ALIASES,
  WEAK_KEYWORDS,
} from './generated/vocabulary';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// Short keywords stand alone ("db" in "User DB", not in "feedback"); plurals count. Longest
// first, so that at one position the longer keyword is the one found.
const matcher = (keywords: readonly string[]) =>
  new RegExp(
    [...keywords]
      .sort((a, b) => b.length - a.length)
      .map((keyword) =>
        keyword.length <= SHORT_KEYWORD
          ? `(?<![a-z])${escape(keyword)}s?(?![a-z])`
          : // Words of several words start a word: "lock service" is not in "block service".
            keyword.includes(' ')
            ? `(?<![a-z])${escape(keyword)}`
            : escape(keyword),
      )
      .join('|'),
    'g',
  );

const MATCHERS = LABEL_KEYWORDS.map(([type, keywords]) => [type, matcher(keywords)] as const);
const WEAK = matcher(WEAK_KEYWORDS);
const BRACKETS = /\([^)]*\)|\[[^\]]*\]/g;

export function isComponentType(value: unknown): value is ComponentType {
  return typeof value === 'string' && (COMPONENT_TYPES as readonly string[]).includes(value);
}

type Rank = readonly [end: number, length: number, earlierRow: number];

const outranks = (a: Rank, b: Rank) => {
  const at = a.findIndex((value, index) => value !== b[index]);
  return at >= 0 && (a[at] ?? 0) > (b[at] ?? 0);
};

/** The type named last: the match ending furthest right, the longest, then the earliest row. */
function lastNamed(text: string): ComponentType | null {
  let best: Rank | null = null;
  let found: ComponentType | null = null;
  MATCHERS.forEach(([type, pattern], row) => {
    for (const match of text.matchAll(pattern)) {
      const rank: Rank = [match.index + match[0].length, match[0].length, -row];
      if (!best || outranks(rank, best)) [best, found] = [rank, type];
    }
  });
  return found;
}

function typeFromText(text: string): ComponentType | null {
  const lowered = text.toLowerCase();
  for (const candidate of [lowered.replace(BRACKETS, ' '), lowered]) {
    const type = lastNamed(candidate);
    if (type) return type;
  }
  return lowered.match(WEAK) ? 'server' : null;
}

/** A declared type in any of the spellings people use: "Load Balancer", "load_balancer". */
function declaredType(componentType: string | null | undefined): ComponentType | null {
  if (!componentType) return null;
  const declared = componentType
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const aliases: Readonly<Record<string, ComponentType>> = TYPE_ALIASES;
  const resolved = aliases[declared.replaceAll('-', '')] ?? declared;
  return isComponentType(resolved) ? resolved : null;
}

/** The declared type when known, else what the label (or the declared type's words) says. */
export function recogniseType(
  componentType: string | null | undefined,
  label: string,
): ComponentType | null {
  return (
    declaredType(componentType) ??
    typeFromText(label) ??
    (componentType ? typeFromText(componentType) : null)
  );
}
