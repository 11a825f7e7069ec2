/**
 * The parts of the workspace that other features make: the coach's Chat tab, the assessment's
 * Attempts tab, scoring button and dialog. A feature imports no other feature, so the practice
 * workspace never names them: app/ composes them and passes them in as `WorkspaceAddons`.
 */

import type { ExportDocument } from '@/lib/design';
import type { ComponentType, ReactNode } from 'react';

import type { PracticeProblem } from '../types';
import type { ScoreAction } from './toolbar';
import type { WorkspaceOffer } from './workspace-offer';

/** What the workspace tells the parts it hosts. */
export interface WorkspaceContext {
  problem: PracticeProblem;
  offer: WorkspaceOffer;
  /** The export document of the design as it is now, read when a message or an assessment is
   * sent rather than on each edit. */
  currentDocument: () => ExportDocument;
  /** Reads a line out to a screen reader. */
  announce: (text: string) => void;
  /** Shows the Attempts tab. */
  openAttempts: () => void;
  /** Selects these components on the canvas and brings them into view; ids of components
   * deleted since are passed over. */
  highlight: (componentIds: string[]) => void;
  /** Opens the reference design beside the user's; null where the problem has none. */
  compare: (() => void) | null;
}

/** What the hosted parts give back, each placed where the workspace lays it out. */
export interface WorkspaceSlots {
  /** The Chat tab's content. */
  chat: ReactNode;
  /** The Attempts tab's content. */
  attempts: ReactNode;
  /** The toolbar's scoring button; absent until the user and their capabilities are known. */
  scoreAction: ScoreAction | undefined;
  /** Dialogs over the workspace. */
  dialogs: ReactNode;
}

export interface WorkspaceAddonsProps {
  context: WorkspaceContext;
  /** Lays the workspace out around the slots. */
  children: (slots: WorkspaceSlots) => ReactNode;
}

/**
 * A component that holds the hosted parts' state for as long as the workspace is open (the
 * coach's thread, the latest assessment), so it survives switching tabs, and renders the
 * workspace with their slots filled.
 */
export type WorkspaceAddons = ComponentType<WorkspaceAddonsProps>;
