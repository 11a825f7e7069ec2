import { describe, expect, it } from 'vitest';

import type { SessionUser } from '@/lib/auth/session';

import { workspaceOffer } from './workspace-offer';

const user = (practice: boolean, coach: boolean, simulate = false): SessionUser => ({
  id: 1,
  email: 'a@b.co',
  display_name: 'Ada',
  photo_url: null,
  // Deliberately at odds with the capabilities: the workspace must not read the tier.
  tier_id: 0,
  capabilities: { practice, coach, simulate },
});

describe('workspaceOffer', () => {
  it('gives the coach and Run Assessment to a user with the coach', () => {
    expect(workspaceOffer(user(true, true))).toEqual({
      coach: true,
      score: 'assess',
      tools: ['components', 'notes', 'chat'],
      inspector: ['properties', 'submissions'],
    });
  });

  it('gives Submit Design and the submissions to a user who may practise', () => {
    expect(workspaceOffer(user(true, false))).toEqual({
      coach: false,
      score: 'submit',
      tools: ['components', 'notes'],
      inspector: ['properties', 'submissions'],
    });
  });

  it('adds the Simulate tab beside the properties for a user who may simulate', () => {
    expect(workspaceOffer(user(true, false, true)).inspector).toEqual([
      'properties',
      'simulate',
      'submissions',
    ]);
    expect(workspaceOffer(user(true, true, true)).inspector).toEqual([
      'properties',
      'simulate',
      'submissions',
    ]);
  });

  it('offers only the palette and the notes while the user is not known', () => {
    const canvasOnly = {
      coach: false,
      score: null,
      tools: ['components', 'notes'],
      inspector: ['properties'],
    };
    expect(workspaceOffer(null)).toEqual(canvasOnly);
    expect(workspaceOffer(user(false, false))).toEqual(canvasOnly);
  });
});
