/**
 * What a component in an imported document is, decided as the server's assessment decides it
 * (backend/systemcraft/design/recognition.py), from the same generated table.
 */

import type { ComponentType } from '.';
import {
  COMPONENT_TYPES,
  LABEL_KEYWORDS,
  SHORT_KEYWORD,
  TYPE_ALIASES,
} from './generated/vocabulary';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

// Short keywords stand alone ("db" in "User DB", not in "feedback"); plurals count.
const pattern = (keyword: string) =>
  keyword.length <= SHORT_KEYWORD ? `(?<![a-z])${escape(keyword)}s?(?![a-z])` : escape(keyword);

const MATCHERS = LABEL_KEYWORDS.map(
  ([type, keywords]) => [type, new RegExp(keywords.map(pattern).join('|'))] as const,
);

export function isComponentType(value: unknown): value is ComponentType {
  return typeof value === 'string' && (COMPONENT_TYPES as readonly string[]).includes(value);
}

function typeFromText(text: string): ComponentType | null {
  const lowered = text.toLowerCase();
  return MATCHERS.find(([, matcher]) => matcher.test(lowered))?.[0] ?? null;
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
