import { describe, expect, it } from 'vitest';

import type { AssessmentResult } from './api';
import {
  findingsTitle,
  outcomeText,
  reportBesideFindings,
  submissionView,
} from './assessment-messages';

const RESULT: AssessmentResult = {
  status: 'success',
  analysis: 'A solid start.',
  scores: { scalability: 3, consistency: 4, fault_tolerance: 2, total: 9, max_score: 15 },
  findings: [],
  feedback_included: true,
  feedback_level: 'full',
  lessons: {},
  submission_id: 1,
  created_at: '2026-11-21T10:00:00Z',
};

describe('assessment messages', () => {
  it('say the scores when an assessment ends, or why there are none', () => {
    expect(outcomeText({ kind: 'success', result: RESULT })).toBe(
      'Scores Scalability: 3/5 · Consistency: 4/5 · Fault tolerance: 2/5 · Total: 9/15',
    );
    expect(outcomeText({ kind: 'failed', analysis: 'too big' })).toBe(
      '❌ Analysis failed: too big',
    );
  });

  it('use the exact fixed wording for every failure', () => {
    const texts = (['signed-out', 'http-error', 'offline'] as const).map((kind) =>
      outcomeText({ kind }),
    );
    expect(texts).toEqual([
      'Please sign in to run an assessment.',
      '❌ Error running assessment. Please try again.',
      '❌ Error connecting to server. Please check your connection.',
    ]);
  });

  const FINDING = {
    rule_id: 'brief-flow',
    dimension: 'scalability' as const,
    severity: 'major' as const,
    components: [],
    message: 'If LB fails, the flows stop.',
    why: 'w',
    lesson: 'caching',
  };
  const ANALYSIS = [
    '**A workable start.** It scores 6 of 15: scalability 2/5, consistency 2/5, fault ' +
      'tolerance 2/5. The first thing to fix: If **LB** fails, the flows stop.',
    '### Strengths\n- The design carries every flow.',
    '### Most important problems\n1. **Major:** If **LB** fails, the flows stop.',
    '### Next steps\n1. Run **LB** as a pair.',
    '### Questions an interviewer would ask\n1. How are codes unique?',
  ].join('\n\n');

  it('leave the findings and the scores to the cards and the bars, so each appears once', () => {
    const report = reportBesideFindings({ ...RESULT, analysis: ANALYSIS, findings: [FINDING] });
    expect(report.lead).toBe('**A workable start.**');
    expect(report.rest).toBe(
      '### Next steps\n1. Run **LB** as a pair.\n\n' +
        '### Questions an interviewer would ask\n1. How are codes unique?',
    );
  });

  it('keep an analysis whole when there are no cards beside it', () => {
    const report = reportBesideFindings({ ...RESULT, analysis: ANALYSIS });
    expect(`${report.lead}\n\n${report.rest}`).toBe(ANALYSIS);
  });

  it('keep a reworded opening that names its first problem otherwise', () => {
    const analysis = '**Good.** Start with the load balancer.\n\n### Next steps\n1. Pair it.';
    const report = reportBesideFindings({ ...RESULT, analysis, findings: [FINDING] });
    expect(report.lead).toBe('**Good.** Start with the load balancer.');
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

describe('findingsTitle', () => {
  const finding = (severity: 'strength' | 'major'): AssessmentResult['findings'][number] => ({
    components: [],
    dimension: 'consistency',
    lesson: 'replication',
    message: 'The database has a standby.',
    rule_id: 'standby',
    severity,
    why: '',
  });
  const shown = (level: AssessmentResult['feedback_level'], findings = [finding('major')]) =>
    findingsTitle({ ...RESULT, feedback_level: level, findings });

  it('heads every finding at tier 3', () => {
    expect(shown('full')).toBe('Findings');
  });

  it('calls the one problem shown below tier 3 the most important finding', () => {
    expect(shown('top_finding')).toBe('The most important finding');
  });

  it('calls a strength shown alone what it is, not a finding to act on', () => {
    expect(shown('top_finding', [finding('strength')])).toBe('Its main strength');
  });
});
