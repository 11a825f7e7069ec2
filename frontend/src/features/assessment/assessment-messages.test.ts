import { describe, expect, it } from 'vitest';

import type { AssessmentResult } from './api';
import {
  analysisBesideFindings,
  outcomeMessages,
  scoreSummary,
  submissionView,
} from './assessment-messages';

const RESULT: AssessmentResult = {
  status: 'success',
  analysis: 'A solid start.',
  scores: { scalability: 3, consistency: 4, fault_tolerance: 2, total: 9, max_score: 15 },
  findings: [],
  feedback_included: true,
  submission_id: 1,
  created_at: '2026-11-21T10:00:00Z',
};

describe('assessment messages', () => {
  it('post the analysis, then the score summary', () => {
    expect(outcomeMessages({ kind: 'success', result: RESULT })).toEqual([
      { text: 'A solid start.' },
      {
        text: '**Scores** Scalability: 3/5 · Consistency: 4/5 · Fault tolerance: 2/5 · Total: 9/15',
        scoresOf: true,
      },
    ]);
  });

  it('use the exact fixed wording for every failure', () => {
    const texts = (['signed-out', 'http-error', 'offline'] as const).map(
      (kind) => outcomeMessages({ kind })[0]?.text,
    );
    expect(texts).toEqual([
      'Please sign in to run an assessment.',
      '❌ Error running assessment. Please try again.',
      '❌ Error connecting to server. Please check your connection.',
    ]);
    expect(outcomeMessages({ kind: 'failed', analysis: 'too big' })[0]?.text).toBe(
      '❌ Analysis failed: too big',
    );
  });

  it('leave the findings to the cards, so each appears once', () => {
    const analysis = [
      '**A workable start.** It scores 6 of 15.',
      '### Strengths\n- The design carries every flow.',
      '### Most important problems\n1. **Major:** If **LB** fails, the flows stop.',
      '### Next steps\n1. Run **LB** as a pair.',
      '### Questions an interviewer would ask\n1. How are codes unique?',
    ].join('\n\n');
    const finding = {
      rule_id: 'brief-flow',
      dimension: 'scalability' as const,
      severity: 'strength' as const,
      components: [],
      message: 'The design carries every flow.',
      why: 'w',
      lesson: 'caching',
    };
    const shown = analysisBesideFindings({ ...RESULT, analysis, findings: [finding] });
    expect(shown).not.toContain('### Strengths');
    expect(shown).not.toContain('If **LB** fails');
    expect(shown).toContain('It scores 6 of 15.');
    expect(shown).toContain('### Next steps\n1. Run **LB** as a pair.');
    expect(shown).toContain('### Questions an interviewer would ask');
    expect(analysisBesideFindings({ ...RESULT, analysis })).toBe(analysis);
  });

  it('summarise scores out of the maximum', () => {
    expect(scoreSummary({ ...RESULT.scores, max_score: 20 })).toContain('Total: 9/20');
  });
});

describe('submission view', () => {
  it('shows the scores of a scored design', () => {
    expect(submissionView({ kind: 'success', result: RESULT })).toEqual({
      kind: 'scored',
      result: RESULT,
    });
  });

  it("gives the server's reason when the design was not scored", () => {
    expect(submissionView({ kind: 'failed', analysis: 'There is nothing to assess yet.' })).toEqual(
      { kind: 'not-scored', analysis: 'There is nothing to assess yet.' },
    );
  });

  it('says the submission was not saved for every failed call', () => {
    for (const kind of ['signed-out', 'http-error', 'offline'] as const) {
      expect(submissionView({ kind })).toEqual({
        kind: 'not-scored',
        analysis: 'Failed to save submission.',
      });
    }
  });
});
