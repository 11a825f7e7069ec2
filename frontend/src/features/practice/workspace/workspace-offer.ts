import type { SessionUser } from '@/lib/auth/session';

import type { InspectorTab, TabOffer } from './workspace-tabs';

/** 'assess' with the coach, 'submit' without it, null while the user is not known. */
export type ScoreMode = 'assess' | 'submit' | null;

export interface WorkspaceOffer extends TabOffer {
  /** The Chat tab, its welcome hint and Run Assessment. */
  coach: boolean;
  /** The header's scoring button. */
  score: ScoreMode;
}

/**
 * What the workspace offers this user, read from the capabilities the server's tier policy
 * sent with the user: the coach's Chat tab and Run Assessment; or Submit Design, whose scores
 * the Attempts tab lists; the Simulate tab from the tier that runs designs; or, while the user
 * is not known, only the palette. The notes go with the canvas, so everyone who has the canvas
 * has them.
 */
export function workspaceOffer(user: SessionUser | null): WorkspaceOffer {
  const inspector: InspectorTab[] = user?.capabilities.simulate
    ? ['properties', 'simulate', 'submissions']
    : ['properties', 'submissions'];
  if (user?.capabilities.coach) {
    return { coach: true, score: 'assess', tools: ['components', 'notes', 'chat'], inspector };
  }
  if (user?.capabilities.practice) {
    return { coach: false, score: 'submit', tools: ['components', 'notes'], inspector };
  }
  return { coach: false, score: null, tools: ['components', 'notes'], inspector: ['properties'] };
}
