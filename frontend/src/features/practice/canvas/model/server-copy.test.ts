import type { CanvasDesign } from '@/lib/design';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { afterRefusal, ifMatch, onRead, sameDesign } from './server-copy';
import { sampleDesign } from './sample-design';

/** The same design with every object's keys in reverse order, as PostgreSQL's JSONB may
 * hand them back. */
function reordered<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reordered) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reordered(inner)]),
  ) as T;
}

const design = sampleDesign();
const named = (name: string): CanvasDesign => ({
  ...design,
  widgets: design.widgets.map((component) => ({ ...component, name })),
});
const renamed = named('Renamed');

describe('the server copy', () => {
  it('names a version as the ETag gives it', () => {
    expect(ifMatch(0)).toBe('"0"');
    expect(ifMatch(12)).toBe('"12"');
  });

  it('finds a design the same whatever the order of its keys', () => {
    expect(sameDesign(design, reordered(design))).toBe(true);
    expect(sameDesign(design, renamed)).toBe(false);
    expect(sameDesign(design, null)).toBe(false);
    expect(sameDesign(null, null)).toBe(true);
  });

  it('tells apart any two designs whose names differ', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        return sameDesign(named(a), reordered(named(b))) === (a === b);
      }),
    );
  });
});

describe('a refused save', () => {
  it('is a conflict when another tab saved a different design', () => {
    expect(afterRefusal(design, { version: 4, design: renamed })).toEqual({
      kind: 'conflict',
      theirs: renamed,
      version: 4,
    });
  });

  it('is no conflict when what is saved is this design already (its answer was lost)', () => {
    const saved = { version: 4, design: reordered(design) };
    expect(afterRefusal(design, saved)).toEqual({ kind: 'follow', copy: saved, resend: false });
  });

  it('sends again, over nothing, when the server holds no design', () => {
    const saved = { version: 0, design: null };
    expect(afterRefusal(design, saved)).toEqual({ kind: 'follow', copy: saved, resend: true });
  });
});

describe('the account copy once read', () => {
  const theirs = named('Theirs');
  const copy = (version: number, saved: CanvasDesign | null) => ({ version, design: saved });

  it('replaces a canvas that holds nothing it lacks', () => {
    const start = { version: null, design: design };
    expect(onRead(design, start, copy(3, theirs))).toEqual({
      kind: 'load',
      version: 3,
      design: theirs,
    });
    const synced = { version: 2, design: design };
    expect(onRead(design, synced, copy(3, theirs))).toMatchObject({ kind: 'load', version: 3 });
  });

  it('is built on when it is what the canvas holds', () => {
    expect(onRead(design, { version: null, design: null }, copy(3, reordered(design)))).toEqual({
      kind: 'follow',
      copy: copy(3, reordered(design)),
      send: false,
    });
  });

  it('takes the canvas when the canvas was built on that very version', () => {
    expect(onRead(renamed, { version: 3, design: null }, copy(3, theirs))).toEqual({
      kind: 'follow',
      copy: copy(3, theirs),
      send: true,
    });
  });

  it('asks the learner when both hold edits the other lacks', () => {
    for (const base of [null, 2]) {
      expect(onRead(renamed, { version: base, design: null }, copy(3, theirs))).toEqual({
        kind: 'conflict',
        theirs,
        version: 3,
      });
    }
  });

  it('with nothing saved, takes what the learner made but not the untouched start', () => {
    expect(onRead(design, { version: null, design: design }, copy(0, null))).toEqual({
      kind: 'follow',
      copy: copy(0, design),
      send: false,
    });
    expect(onRead(renamed, { version: null, design: design }, copy(0, null))).toMatchObject({
      send: true,
    });
    expect(onRead(design, { version: 4, design: design }, copy(0, null))).toMatchObject({
      send: true,
    });
  });
});
