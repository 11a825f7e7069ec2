import type { SectionData } from './types';

const OUTLINE_LENGTH = 50;

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

/**
 * The outline's entry for a section (one per section). Text that opens with a heading shows
 * the heading; other text shows its first 50 characters.
 */
export function outlineLabel(section: SectionData): string {
  switch (section.type) {
    case 'text':
    case 'highlight': {
      const markdown = payloadText(section, 'markdown', 'content');
      const heading = leadingHeading(markdown);
      if (heading) return heading;
      const text = plainText(markdown);
      return text.length > OUTLINE_LENGTH ? `${text.slice(0, OUTLINE_LENGTH)}...` : text;
    }
    case 'diagram':
      return payloadText(section, 'caption') || 'Diagram';
    case 'table':
      return 'Data Table';
    case 'image':
      return payloadText(section, 'caption', 'alt') || 'Image';
    default:
      return section.type;
  }
}
