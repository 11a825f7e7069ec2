import type { SessionUser } from '@/lib/auth/session';

import type { SidebarTab } from './sidebar';
import type { ScoreMode } from './use-score-action';

export interface WorkspaceOffer {
  /** The Chat tab, its welcome hint and Run Assessment. */
  coach: boolean;
  /** The header's scoring button. */
  score: ScoreMode;
  tabs: SidebarTab[];
}

/**
 * What the workspace offers this user, read from the capabilities the server's tier policy
 * sent with the user: the coach's Chat tab and Run Assessment; or Submit Design, whose scores
 * the Attempts tab lists; or, while the user is not known, only the palette. The notes go
 * with the canvas, so everyone who has the canvas has them.
 */
export function workspaceOffer(user: SessionUser | null): WorkspaceOffer {
  if (user?.capabilities.coach) {
    return { coach: true, score: 'assess', tabs: ['components', 'notes', 'chat', 'submissions'] };
  }
  if (user?.capabilities.practice) {
    return { coach: false, score: 'submit', tabs: ['components', 'notes', 'submissions'] };
  }
  return { coach: false, score: null, tabs: ['components', 'notes'] };
}
