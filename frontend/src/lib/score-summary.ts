/** The assessment's scores in one line, as the Attempts tab, the submit dialog and the
 * reference comparison show them. */

import type { components } from '@/lib/api/schema';

export function scoreSummary(scores: components['schemas']['Scores']): string {
  return [
    `Scalability: ${String(scores.scalability)}/5`,
    `Consistency: ${String(scores.consistency)}/5`,
    `Fault tolerance: ${String(scores.fault_tolerance)}/5`,
    `Total: ${String(scores.total)}/${String(scores.max_score)}`,
  ].join(' · ');
}
