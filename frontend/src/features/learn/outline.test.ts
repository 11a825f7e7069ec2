import { describe, expect, it } from 'vitest';

import { outlineLabel, plainText } from './outline';
import type { SectionData } from './types';

const section = (type: string, payload: Record<string, unknown>): SectionData => ({
  type,
  data: { payload },
});

describe('outlineLabel', () => {
  it('shows short text whole and cuts long text at 50 characters with an ellipsis', () => {
    expect(outlineLabel(section('text', { markdown: '## Why caches work' }))).toBe(
      'Why caches work',
    );
    const long = 'A cache keeps a copy of data somewhere faster to reach than its home.';
    expect(outlineLabel(section('highlight', { markdown: long }))).toBe(
      'A cache keeps a copy of data somewhere faster to r...',
    );
  });

  it('shows the heading a text section opens with, not the sentence after it', () => {
    const markdown =
      '## Why caches work\n\nA cache keeps a copy of data somewhere faster to reach.';
    expect(outlineLabel(section('text', { markdown }))).toBe('Why caches work');
    const long = '# A heading longer than the fifty characters of the rule #\n\nBody';
    expect(outlineLabel(section('text', { markdown: long }))).toBe(
      'A heading longer than the fifty characters of the rule',
    );
    expect(outlineLabel(section('highlight', { markdown: '### **Bold** idea\nText' }))).toBe(
      'Bold idea',
    );
  });

  it('cuts text whose heading comes later, and does not take a hashtag for a heading', () => {
    const markdown = 'Browsers cache images and scripts, and so do CDNs.\n\n## Later heading';
    expect(outlineLabel(section('text', { markdown }))).toBe(
      'Browsers cache images and scripts, and so do CDNs....',
    );
    expect(outlineLabel(section('text', { markdown: '#hashtag' }))).toBe('#hashtag');
  });

  it('names diagrams by caption or "Diagram", and tables "Data Table"', () => {
    expect(outlineLabel(section('diagram', { mermaid: 'x', caption: 'Read path' }))).toBe(
      'Read path',
    );
    expect(outlineLabel(section('diagram', { mermaid: 'x' }))).toBe('Diagram');
    expect(outlineLabel(section('table', { headers: [], rows: [] }))).toBe('Data Table');
  });

  it('accepts text under "content" too', () => {
    expect(outlineLabel(section('text', { content: 'Plain' }))).toBe('Plain');
  });
});

describe('plainText', () => {
  it('strips Markdown syntax', () => {
    expect(plainText('## A **bold** [link](https://x.test) and `code`')).toBe(
      'A bold link and code',
    );
  });
});
