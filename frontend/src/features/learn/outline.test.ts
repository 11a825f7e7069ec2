import { describe, expect, it } from 'vitest';

import { outlineEntries, plainText } from './outline';
import type { SectionData } from './types';

const section = (type: string, payload: Record<string, unknown>): SectionData => ({
  type,
  data: { payload },
});

describe('outlineEntries', () => {
  it("lists the headings sections open with, linked to their section's anchor", () => {
    const sections = [
      section('text', { markdown: '## Why caches work\n\nA cache keeps a copy.' }),
      section('table', { headers: [], rows: [] }),
      section('text', { markdown: 'The table shows the trade-offs.' }),
      section('diagram', { mermaid: 'x', caption: 'Read path' }),
      section('highlight', { markdown: '### **Bold** idea\nText' }),
      section('text', { content: '# Under "content" too #' }),
    ];
    expect(outlineEntries(sections)).toEqual([
      { anchor: 'section-1', label: 'Why caches work' },
      { anchor: 'section-5', label: 'Bold idea' },
      { anchor: 'section-6', label: 'Under "content" too' },
    ]);
  });

  it('leaves out prose, tables, diagrams and images, and a heading that comes later', () => {
    const sections = [
      section('text', { markdown: 'Browsers cache images.\n\n## Later heading' }),
      section('text', { markdown: '#hashtag' }),
      section('table', { headers: [], rows: [] }),
      section('image', { src: '/lesson-assets/x.svg', alt: 'x' }),
    ];
    expect(outlineEntries(sections)).toEqual([]);
  });
});

describe('plainText', () => {
  it('strips Markdown syntax', () => {
    expect(plainText('## A **bold** [link](https://x.test) and `code`')).toBe(
      'A bold link and code',
    );
  });
});
