import { describe, expect, it } from 'vitest';

import { failureText, outcomeText } from './outcome-text';
import { result } from './test-fixtures';

describe('outcome words', () => {
  it('announces a finished run by its summary', () => {
    const finished = result({ summary: 'Holds at 1× peak: p99 180 ms of 500 ms.' });
    expect(outcomeText({ kind: 'success', result: finished })).toBe(
      'Simulation finished: Holds at 1× peak: p99 180 ms of 500 ms.',
    );
  });

  it('gives the server reason for a refused run, and what to do', () => {
    const text = failureText({ kind: 'invalid', message: "No component has the id 'db'." });
    expect(text).toBe(
      "The simulation could not run this design: No component has the id 'db'. Change the design or the settings, then run again.",
    );
  });

  it('says what to do for every other ending', () => {
    expect(failureText({ kind: 'signed-out' })).toMatch(/^Sign in/);
    expect(failureText({ kind: 'upgrade' })).toMatch(/Tier 1 plan/);
    expect(failureText({ kind: 'busy' })).toMatch(/Try again/);
    expect(failureText({ kind: 'offline' })).toMatch(/connection/);
  });
});
