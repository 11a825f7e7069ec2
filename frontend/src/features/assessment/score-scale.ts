/** How a score out of 5 reads at a glance: a bar's colour says it before its figure does. */
export type ScoreTone = 'low' | 'fair' | 'good';

export const SCORE_MAX = 5;

export function scoreTone(score: number): ScoreTone {
  if (score >= 4) return 'good';
  if (score >= 2) return 'fair';
  return 'low';
}

/** How much of the bar a score fills, in percent, within the bar even for a bad value. */
export function scoreFill(score: number): number {
  return Math.round((Math.min(Math.max(score, 0), SCORE_MAX) / SCORE_MAX) * 100);
}
