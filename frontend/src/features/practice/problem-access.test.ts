import { describe, expect, it } from 'vitest';

import type { SessionUser } from '@/lib/auth/session';

import { problemAccess } from './problem-access';

const user = (tier: number): SessionUser => ({
  id: 1,
  email: 'a@b.co',
  display_name: 'Ada',
  photo_url: null,
  tier_id: tier,
  capabilities: { practice: tier >= 1, coach: tier >= 3, simulate: tier >= 1 },
});

describe('problemAccess', () => {
  it('asks a visitor to sign in and waits while the user loads', () => {
    expect(problemAccess(false, null, { practice_tier: 1 })).toEqual({ kind: 'sign-in' });
    expect(problemAccess(true, null, { practice_tier: 1 })).toEqual({ kind: 'loading' });
  });

  it("names the server's practice tier when the user's tier is below it", () => {
    expect(problemAccess(true, user(0), { practice_tier: 1 })).toEqual({
      kind: 'upgrade',
      tier: 1,
    });
    expect(problemAccess(true, user(1), { practice_tier: 2 })).toEqual({
      kind: 'upgrade',
      tier: 2,
    });
  });

  it('starts practice from the practice tier up', () => {
    expect(problemAccess(true, user(1), { practice_tier: 1 })).toEqual({ kind: 'start' });
    expect(problemAccess(true, user(3), { practice_tier: 2 })).toEqual({ kind: 'start' });
  });
});
