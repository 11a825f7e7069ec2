/** What the Attempts tab and the submit dialog show for each way an assessment can end. */

import { scoreSummary } from '@/lib/score-summary';

import type { AssessmentOutcome, AssessmentResult } from './api';

export const ASSESSMENT_STARTED = '🔄 Running comprehensive assessment on your design...';
export const SIGN_IN_TO_ASSESS = 'Please sign in to run an assessment.';
const ASSESSMENT_HTTP_ERROR = '❌ Error running assessment. Please try again.';
const ASSESSMENT_OFFLINE = '❌ Error connecting to server. Please check your connection.';

// Sections of the analysis that list the findings; the result shows those as cards instead.
const FINDING_SECTIONS = /^### (Strengths|Most important problems)\n/;
// The engine's opening line repeats the scores, which the bars show, and the first problem,
// which leads the cards. A reworded analysis that phrases them otherwise is left whole.
const REPEATED_IN_LEAD = [
  / It scores \d+ of \d+:[^.]*\./,
  / (The first thing to fix|One thing to refine): .*$/s,
];

export interface Report {
  /** The verdict that opens the analysis. */
  lead: string;
  /** What the findings do not say: next steps, lessons, the interviewer's questions. */
  rest: string;
}

/** The analysis without what the scores and the findings cards beside it already say, so
 * that each finding appears once in the result. */
/** The heading over the finding cards: below tier 3 the one shown is the worst problem or,
 * with none, the design's main strength. */
export function findingsTitle(result: AssessmentResult): string {
  if (result.feedback_level === 'full') return 'Findings';
  return result.findings.every((finding) => finding.severity === 'strength')
    ? 'Its main strength'
    : 'The most important finding';
}

export function reportBesideFindings(result: AssessmentResult): Report {
  const [lead = '', ...sections] = result.analysis.trim().split(/\n+(?=### )/);
  if (result.findings.length === 0) return { lead, rest: sections.join('\n\n') };
  return {
    lead: REPEATED_IN_LEAD.reduce((text, repeat) => text.replace(repeat, ''), lead),
    rest: sections.filter((block) => !FINDING_SECTIONS.test(block)).join('\n\n'),
  };
}

/** What a screen reader hears when an assessment ends: the scores, or why there are none. */
export function outcomeText(outcome: AssessmentOutcome): string {
  switch (outcome.kind) {
    case 'success':
      return `Scores ${scoreSummary(outcome.result.scores)}`;
    case 'failed':
      return `❌ Analysis failed: ${outcome.analysis}`;
    case 'signed-out':
      return SIGN_IN_TO_ASSESS;
    case 'http-error':
      return ASSESSMENT_HTTP_ERROR;
    case 'offline':
      return ASSESSMENT_OFFLINE;
  }
}

/** A submission that could not be saved ends as status error with this analysis. */
const SUBMISSION_FAILED = 'Failed to save submission.';

export type SubmissionView =
  { kind: 'scored'; result: AssessmentResult } | { kind: 'not-scored'; analysis: string };

/** What the Submit Design dialog shows: the scores, or the reason there are none. */
export function submissionView(outcome: AssessmentOutcome): SubmissionView {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'scored', result: outcome.result };
    case 'failed':
      // The server's own reason, such as an empty design.
      return { kind: 'not-scored', analysis: outcome.analysis };
    default:
      return { kind: 'not-scored', analysis: SUBMISSION_FAILED };
  }
}
