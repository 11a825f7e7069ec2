/**
 * The parts of the workspace that other features make: the coach's Chat tab, the assessment's
 * Attempts tab, scoring button and dialog, the simulation's tab and the load it draws. A feature imports no other feature, so the practice
 * workspace never names them: app/ composes them and passes them in as `WorkspaceAddons`.
 */

import type { CanvasDesign, ExportDocument } from '@/lib/design';
import type { DesignLoad } from '@/lib/load';
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
  /** The design on the canvas: a new object after each edit. */
  design: CanvasDesign;
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
  /** The Simulate tab's content (shown where the offer has the tab). */
  simulate: ReactNode;
  /** A simulated load for the canvas to draw; null when none is shown. */
  load: DesignLoad | null;
  /** "Fail this" from a component's menu; null where the simulation is not offered. */
  fail: ((componentId: string) => void) | null;
  /** A component's chart in the last simulation run, for its Properties panel. */
  componentChart: (componentId: string) => ReactNode;
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
