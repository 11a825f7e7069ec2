// @vitest-environment node
import { NOTE_FIELDS, type DesignNotes } from '@/lib/design';
import { describe, expect, it } from 'vitest';

import { buildExportDocument } from './export-document';
import { importDocument } from './import-document';
import {
  charactersLeft,
  EMPTY_NOTES,
  NOTE_LIMIT,
  NOTE_TEXT,
  readNotes,
  splitNotes,
  withNotes,
} from './notes';
import { deserialise, serialise } from './saved-design';
import { sampleDesign } from './sample-design';

const NOTES: DesignNotes = {
  estimates: '100M URLs a month: 40 writes/s, 4,000 reads/s at peak',
  api: 'POST /urls -> { code }; GET /{code} -> 301',
  data_model: 'urls(code PK, long_url); partition key: code',
  consistency: 'Replicas lag; POST is idempotent on long_url',
  failure_handling: 'Primary down: promote a replica',
};

const problem = {
  id: 'url-shortener',
  title: 'Design a URL Shortener',
  description: 'Short links',
  difficulty: 'Easy',
  requirements: ['Shorten'],
  estimatedTime: '45 mins',
  companies: [],
  tags: [],
  required_tier_id: 1,
};

/** An export of the sample design whose `design.notes` is replaced by `notes`. */
function exportedWith(notes: unknown): string {
  const document: Record<string, unknown> & { design: Record<string, unknown> } =
    buildExportDocument(problem, sampleDesign(), NOTES, new Date());
  if (notes === undefined) delete document.design.notes;
  else document.design.notes = notes;
  return JSON.stringify(document);
}

describe('the notes vocabulary', () => {
  it('names the five notes the server defines, each with a label and a placeholder', () => {
    expect(NOTE_FIELDS).toEqual([
      'estimates',
      'api',
      'data_model',
      'consistency',
      'failure_handling',
    ]);
    expect(NOTE_FIELDS.map((field) => NOTE_TEXT[field].label)).toEqual([
      'Estimates',
      'API',
      'Data model',
      'Consistency',
      'Failure handling',
    ]);
    expect(NOTE_FIELDS.every((field) => NOTE_TEXT[field].placeholder.length > 0)).toBe(true);
    expect(NOTE_LIMIT).toBe(2000);
  });
});

describe('importing notes', () => {
  it('brings back the notes an export wrote', () => {
    expect(importDocument(exportedWith(NOTES))).toMatchObject({ ok: true, notes: NOTES });
  });

  it('gives an older document without notes empty ones', () => {
    expect(importDocument(exportedWith(undefined))).toMatchObject({
      ok: true,
      notes: EMPTY_NOTES,
    });
    expect(importDocument(exportedWith(null))).toMatchObject({ ok: true, notes: EMPTY_NOTES });
  });

  it('reads missing notes as empty, numbers as text, and ignores unknown ones', () => {
    const result = importDocument(
      exportedWith({ api: 'GET /{code}', estimates: 4000, colour: 'teal', consistency: ['x'] }),
    );
    expect(result).toMatchObject({
      ok: true,
      notes: { ...EMPTY_NOTES, api: 'GET /{code}', estimates: '4000' },
    });
  });

  it('refuses a note over the limit, naming it, as the server does', () => {
    expect(importDocument(exportedWith({ data_model: 'x'.repeat(NOTE_LIMIT + 1) }))).toEqual({
      ok: false,
      message: 'The "Data model" note is longer than 2000 characters.',
    });
    // The server counts characters, not UTF-16 units: 2000 emoji are within the limit.
    expect(readNotes({ api: '🙂'.repeat(NOTE_LIMIT) }).ok).toBe(true);
  });
});

describe('notes in the saved design', () => {
  it('split from the diagram and join it again', () => {
    const diagram = sampleDesign();
    const saved = withNotes(diagram, NOTES);
    expect(saved.notes).toEqual(NOTES);
    expect(splitNotes(saved)).toEqual({ diagram, notes: NOTES });
  });

  it('survive the browser store, and a design stored before notes has empty ones', () => {
    const diagram = sampleDesign();
    const stored = deserialise(serialise(withNotes(diagram, NOTES)));
    expect(stored && splitNotes(stored).notes).toEqual(NOTES);
    const older = deserialise(JSON.stringify({ version: 1, savedAt: '', design: diagram }));
    expect(older && splitNotes(older)).toEqual({ diagram, notes: EMPTY_NOTES });
  });
});

describe('charactersLeft', () => {
  it('appears only near the limit', () => {
    expect(charactersLeft('')).toBeNull();
    expect(charactersLeft('x'.repeat(NOTE_LIMIT - 201))).toBeNull();
    expect(charactersLeft('x'.repeat(NOTE_LIMIT - 200))).toBe('200 characters left');
    expect(charactersLeft('x'.repeat(NOTE_LIMIT - 1))).toBe('1 character left');
    expect(charactersLeft('x'.repeat(NOTE_LIMIT))).toBe('0 characters left');
  });
});
