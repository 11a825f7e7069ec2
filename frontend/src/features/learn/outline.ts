import type { SectionData } from './types';

export const sectionAnchor = (index: number) => `section-${String(index + 1)}`;

/** Markdown as a reader sees it: no heading marks, emphasis, link targets or code fences. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function payloadText(section: SectionData, ...keys: string[]): string {
  const payload = (section.data.payload ?? {}) as Record<string, unknown>;
  const value = keys.map((key) => payload[key]).find((v) => typeof v === 'string');
  return typeof value === 'string' ? value : '';
}

/** The text of the heading a section opens with, or null when it opens with anything else. */
export function leadingHeading(markdown: string): string | null {
  const opening = /^\s*#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*(?:\n|$)/.exec(markdown);
  return opening?.[1] ? plainText(opening[1]) : null;
}

export interface OutlineEntry {
  anchor: string;
  label: string;
}

/**
 * The lesson's headings, each linking to the section it opens. A lesson's prose is cut into
 * sections at its headings, so these are the text and highlight sections that begin with one;
 * prose that goes on after a table or a diagram, and the tables, diagrams and images, are not
 * headings and are left out.
 */
export function outlineEntries(sections: SectionData[]): OutlineEntry[] {
  return sections.flatMap((section, index) => {
    if (section.type !== 'text' && section.type !== 'highlight') return [];
    const heading = leadingHeading(payloadText(section, 'markdown', 'content'));
    return heading ? [{ anchor: sectionAnchor(index), label: heading }] : [];
  });
}
