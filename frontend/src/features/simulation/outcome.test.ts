import { describe, expect, it } from 'vitest';

import { outcomeOf, serverMessage } from './outcome';
import { result } from './test-fixtures';

describe('outcomeOf', () => {
  it('hands the result over on success', () => {
    const ran = result({ verdict: 'degraded' });
    expect(outcomeOf(200, ran, undefined)).toEqual({ kind: 'success', result: ran });
  });

  it.each([
    [401, 'signed-out'],
    [403, 'upgrade'],
    [429, 'busy'],
    [500, 'busy'],
    [503, 'busy'],
    [504, 'busy'],
  ])('reads %i as %s', (status, kind) => {
    expect(outcomeOf(status, undefined, { error: { code: 'x', message: 'm' } }).kind).toBe(kind);
  });

  it.each([400, 404, 409, 413, 422])('passes on the server message for %i', (status) => {
    const body = { error: { code: 'design_conflict', message: "no component has the id 'db'" } };
    expect(outcomeOf(status, undefined, body)).toEqual({
      kind: 'invalid',
      message: "no component has the id 'db'",
    });
  });

  it('says something of its own when a 4xx body has no message', () => {
    const outcome = outcomeOf(413, undefined, '');
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.message).toMatch(/could not run/);
  });

  it('reads a success without a body as invalid rather than as a result', () => {
    expect(outcomeOf(200, undefined, undefined).kind).toBe('invalid');
  });
});

describe('serverMessage', () => {
  it('reads our error shape, a bare detail and plain text', () => {
    expect(serverMessage({ error: { code: 'c', message: 'Too large' } })).toBe('Too large');
    expect(serverMessage({ detail: 'Not Found' })).toBe('Not Found');
    expect(serverMessage(' Bad gateway ')).toBe('Bad gateway');
  });

  it('finds nothing in a validation list or an empty body', () => {
    expect(serverMessage({ detail: [{ msg: 'x' }] })).toBeNull();
    expect(serverMessage(null)).toBeNull();
    expect(serverMessage('  ')).toBeNull();
  });
});
