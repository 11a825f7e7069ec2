import type { ReactNode } from 'react';

import type { ExportDocument } from '@/lib/design';
import type { DesignLoad } from '@/lib/load';

/** What the workspace gives the simulation. */
export interface SimulationHost {
  problemId: string;
  /** The export document of the design as it is now (read when a run starts). */
  currentDocument: () => ExportDocument;
  /** Changes identity whenever the design changes: a result older than it is "out of date". */
  design: unknown;
  /** Reads a line out to a screen reader. */
  announce: (text: string) => void;
  /** Selects these components on the canvas and brings them into view. */
  highlight: (componentIds: string[]) => void;
}

/** What the simulation gives the workspace. */
export interface SimulationView {
  /** The Simulate tab's content. */
  panel: ReactNode;
  /** The canvas's colouring at the moment shown (the timeline's scrub position, or the run's
   * overall figures); null before the first run, while a run is out of date it stays shown. */
  load: DesignLoad | null;
  /** "Fail this" from a component's menu: adds a "down" failure for it (at the start) and runs
   * again. */
  fail: (componentId: string) => void;
  /** A small chart of one component over the last run (utilization and p99), for its
   * Properties panel; null when there is no run or the component was not in it. */
  componentChart: (componentId: string) => ReactNode;
}
