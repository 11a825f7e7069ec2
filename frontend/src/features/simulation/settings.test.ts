import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SETTINGS,
  DURATION_S,
  newFailure,
  requestBody,
  withDownFailure,
  withFailureChanged,
  withHitRatio,
  withoutFailure,
} from './settings';
import { documentWith } from './test-fixtures';

const design = documentWith(['web', 'db', 'cache']);

describe('requestBody', () => {
  it('sends the problem, the design and the chosen load and shape', () => {
    const body = requestBody('url-shortener', design, {
      ...DEFAULT_SETTINGS,
      load: 2.5,
      shape: 'spike',
    });
    expect(body).toMatchObject({
      problem_id: 'url-shortener',
      load: 2.5,
      shape: 'spike',
      failures: [],
      hit_ratios: {},
      duration_s: DURATION_S,
    });
    expect(body.design).toBe(design);
  });

  it('sends each failure with its kind, factor and second', () => {
    const slow = { ...newFailure('db', 'Database', 'slow'), factor: 5, atS: 30 };
    const body = requestBody('p', design, {
      ...DEFAULT_SETTINGS,
      failures: [newFailure('web', 'Web'), slow],
    });
    expect(body.failures).toEqual([
      { component_id: 'web', kind: 'down', factor: 3, at_s: 0 },
      { component_id: 'db', kind: 'slow', factor: 5, at_s: 30 },
    ]);
  });

  it('keeps failures inside what the server accepts', () => {
    const wild = { ...newFailure('db', 'Database', 'slow'), factor: 0.5, atS: 900.4 };
    const body = requestBody('p', design, { ...DEFAULT_SETTINGS, failures: [wild] });
    expect(body.failures?.[0]).toMatchObject({ factor: 1, at_s: DURATION_S - 1 });
  });

  it('leaves out settings for components deleted since they were chosen', () => {
    const settings = withHitRatio(
      withHitRatio(
        { ...DEFAULT_SETTINGS, failures: [newFailure('gone', 'Old API')] },
        'cache',
        0.6,
      ),
      'old-cdn',
      0.9,
    );
    const body = requestBody('p', design, settings);
    expect(body.failures).toEqual([]);
    expect(body.hit_ratios).toEqual({ cache: 0.6 });
  });

  it('clamps hit ratios to 0..1', () => {
    const body = requestBody('p', design, withHitRatio(DEFAULT_SETTINGS, 'cache', 1.4));
    expect(body.hit_ratios).toEqual({ cache: 1 });
  });
});

describe('editing the failures', () => {
  it('"Fail this" adds a down failure at the start, once', () => {
    const once = withDownFailure(DEFAULT_SETTINGS, 'db', 'Database');
    expect(once.failures).toMatchObject([
      { componentId: 'db', label: 'Database', kind: 'down', atS: 0 },
    ]);
    expect(withDownFailure(once, 'db', 'Database')).toBe(once);
  });

  it('changes and removes one failure by its key, leaving the others', () => {
    const [first, second] = [newFailure('web', 'Web'), newFailure('db', 'Database')];
    const settings = { ...DEFAULT_SETTINGS, failures: [first, second] };
    const changed = withFailureChanged(settings, second.key, { kind: 'cut', atS: 12 });
    expect(changed.failures[0]).toBe(first);
    expect(changed.failures[1]).toMatchObject({ key: second.key, kind: 'cut', atS: 12 });
    expect(withoutFailure(changed, first.key).failures.map((f) => f.componentId)).toEqual(['db']);
  });

  it('gives every failure its own key', () => {
    expect(newFailure('db', 'Database').key).not.toBe(newFailure('db', 'Database').key);
  });

  it('gives a hit ratio back to the server default with null', () => {
    const set = withHitRatio(DEFAULT_SETTINGS, 'cache', 0.5);
    expect(withHitRatio(set, 'cache', null).hitRatios).toEqual({});
  });
});
