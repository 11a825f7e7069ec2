import { useCallback, useEffect, useRef, useState } from 'react';

import { sessionStore } from '@/lib/auth/store-instance';

import { runSimulation } from './api';
import type { SimulationFailure } from './outcome';
import { outcomeText } from './outcome-text';
import {
  DEFAULT_SETTINGS,
  requestBody,
  withDownFailure,
  type SimulationSettings,
} from './settings';
import type { SimulationHost } from './simulation-host';
import type { FailureRequest, SimulationResult } from './types';

/** A settings change after a run runs again this long after the last change, so dragging the
 * Load slider sends one run when it rests rather than one a step. */
export const RERUN_DELAY_MS = 300;

export interface FinishedRun {
  result: SimulationResult;
  /** The failures as sent: what the timeline's moments are coloured by. */
  failures: FailureRequest[];
  /** `host.design` when the run started: a later design makes this run out of date. */
  design: unknown;
}

/**
 * The settings, the latest finished run and the latest problem. A run started while another
 * is on its way replaces it (the older is cancelled and its answer ignored), so the results
 * always belong to the newest settings sent.
 */
export function useSimulationRun(host: SimulationHost) {
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [finished, setFinished] = useState<FinishedRun | null>(null);
  const [problem, setProblem] = useState<SimulationFailure | null>(null);
  const [running, setRunning] = useState(false);
  // Event handlers and the debounce timer read these, so none of them changes identity with
  // every render of the host.
  const hostRef = useRef(host);
  const settingsRef = useRef(settings);
  const started = useRef(false);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    hostRef.current = host;
  });

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const start = useCallback(async (chosen: SimulationSettings) => {
    clearTimeout(timer.current);
    started.current = true;
    const { announce, currentDocument, design, problemId } = hostRef.current;
    inFlight.current?.abort();
    inFlight.current = null;
    if (!sessionStore.getSession()) {
      setRunning(false);
      setProblem({ kind: 'signed-out' });
      announce(outcomeText({ kind: 'signed-out' }));
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    const request = requestBody(problemId, currentDocument(), chosen);
    setRunning(true);
    const outcome = await runSimulation(request, controller.signal).catch(() => null);
    if (outcome === null || inFlight.current !== controller) return; // replaced by a newer run
    inFlight.current = null;
    setRunning(false);
    if (outcome.kind === 'success') {
      setFinished({ result: outcome.result, failures: request.failures ?? [], design });
      setProblem(null);
    } else {
      setProblem(outcome);
    }
    announce(outcomeText(outcome));
  }, []);

  /** Runs now with the settings as they are. */
  const run = useCallback(() => void start(settingsRef.current), [start]);

  /** The settings from now on, for the next render and for the handlers that read them. */
  const keep = useCallback((next: SimulationSettings) => {
    settingsRef.current = next;
    setSettings(next);
  }, []);

  /** Changes the settings; after a first run, runs again once the changes rest. */
  const change = useCallback(
    (edit: (current: SimulationSettings) => SimulationSettings) => {
      const next = edit(settingsRef.current);
      keep(next);
      if (!started.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void start(next), RERUN_DELAY_MS);
    },
    [start, keep],
  );

  /** "Fail this": the component down from the start, and a run at once. */
  const fail = useCallback(
    (componentId: string) => {
      const found = hostRef.current
        .currentDocument()
        .design.components.find((component) => component.id === componentId);
      const next = withDownFailure(settingsRef.current, componentId, found?.label ?? componentId);
      keep(next);
      void start(next);
    },
    [start, keep],
  );

  return { settings, change, run, fail, finished, problem, running };
}

export type SimulationRun = ReturnType<typeof useSimulationRun>;
