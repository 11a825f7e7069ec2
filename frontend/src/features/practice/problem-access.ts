import type { SessionUser } from '@/lib/auth/session';

import type { PracticeProblemSummary } from './types';

export type ProblemAccess =
  { kind: 'sign-in' } | { kind: 'loading' } | { kind: 'upgrade'; tier: number } | { kind: 'start' };

/**
 * A playground card's action: sign in, wait for the user, upgrade, or start. The tier that
 * opens the problem is the server's answer (`practice_tier`, never below the practice tier),
 * so the card only holds the user's tier against it.
 */
export function problemAccess(
  signedIn: boolean,
  user: SessionUser | null,
  problem: Pick<PracticeProblemSummary, 'practice_tier'>,
): ProblemAccess {
  if (!signedIn) return { kind: 'sign-in' };
  if (!user) return { kind: 'loading' };
  if (user.tier_id < problem.practice_tier) return { kind: 'upgrade', tier: problem.practice_tier };
  return { kind: 'start' };
}
