/** What the chat and the submit dialog show for each way an assessment can end. */

import type { AssessmentOutcome, AssessmentResult, Scores } from './api';

export const ASSESSMENT_STARTED = '🔄 Running comprehensive assessment on your design...';
export const SIGN_IN_TO_ASSESS = 'Please sign in to run an assessment.';
const ASSESSMENT_HTTP_ERROR = '❌ Error running assessment. Please try again.';
const ASSESSMENT_OFFLINE = '❌ Error connecting to server. Please check your connection.';

export interface OutcomeMessage {
  text: string;
  tone?: 'error';
  scoresOf?: true;
}

export function scoreSummary(scores: Scores): string {
  return [
    `Scalability: ${String(scores.scalability)}/5`,
    `Consistency: ${String(scores.consistency)}/5`,
    `Fault tolerance: ${String(scores.fault_tolerance)}/5`,
    `Total: ${String(scores.total)}/${String(scores.max_score)}`,
  ].join(' · ');
}

// Sections of the analysis that list the findings; the chat shows those as cards instead.
const FINDING_SECTIONS = /^### (Strengths|Most important problems)\n/;

/** The analysis without the sections the findings cards below it repeat, so that each
 * finding appears once in the chat. */
export function analysisBesideFindings(result: AssessmentResult): string {
  if (result.findings.length === 0) return result.analysis;
  return result.analysis
    .split(/\n(?=### )/)
    .filter((block) => !FINDING_SECTIONS.test(block))
    .join('\n');
}

export function outcomeMessages(outcome: AssessmentOutcome): OutcomeMessage[] {
  switch (outcome.kind) {
    case 'success':
      return [
        { text: analysisBesideFindings(outcome.result) },
        { text: `**Scores** ${scoreSummary(outcome.result.scores)}`, scoresOf: true },
      ];
    case 'failed':
      return [{ text: `❌ Analysis failed: ${outcome.analysis}`, tone: 'error' }];
    case 'signed-out':
      return [{ text: SIGN_IN_TO_ASSESS, tone: 'error' }];
    case 'http-error':
      return [{ text: ASSESSMENT_HTTP_ERROR, tone: 'error' }];
    case 'offline':
      return [{ text: ASSESSMENT_OFFLINE, tone: 'error' }];
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
