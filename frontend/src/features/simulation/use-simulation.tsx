import { useCallback, useMemo } from 'react';

import { ComponentChart } from './component-chart';
import { loadAt, overallLoad } from './load-at-time';
import { SimulatePanel } from './simulate-panel';
import type { SimulationHost, SimulationView } from './simulation-host';
import { usePlayback } from './use-playback';
import { useSimulationRun } from './use-simulation-run';

/**
 * The simulation for the practice workspace: the Simulate tab, the canvas's colouring at the
 * moment shown, "Fail this" and each component's chart. app/ hands the pieces to the
 * workspace, which never names this feature.
 */
export function useSimulation(host: SimulationHost): SimulationView {
  const run = useSimulationRun(host);
  const { finished } = run;
  const last = finished?.result.timeline.at(-1)?.t ?? 0;
  const playback = usePlayback(last);
  const { t, playing } = playback;
  const { currentDocument, highlight } = host;

  const load = useMemo(() => {
    if (!finished) return null;
    if (t === null) return overallLoad(finished.result);
    return { ...loadAt(finished.result, finished.failures, t), playing };
  }, [finished, t, playing]);

  const listComponents = useCallback(
    () => currentDocument().design.components.map(({ id, label }) => ({ id, label: label || id })),
    [currentDocument],
  );

  const componentChart = useCallback(
    (componentId: string) => {
      const inRun = finished?.result.components.some((component) => component.id === componentId);
      if (!finished || !inRun) return null;
      return <ComponentChart result={finished.result} componentId={componentId} marker={t} />;
    },
    [finished, t],
  );

  const panel = (
    <SimulatePanel
      run={run}
      playback={playback}
      outOfDate={finished !== null && finished.design !== host.design}
      highlight={highlight}
      listComponents={listComponents}
    />
  );
  return { panel, load, fail: run.fail, componentChart };
}
