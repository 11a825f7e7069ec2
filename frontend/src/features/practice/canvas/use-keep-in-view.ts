import { useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef } from 'react';

import { diagramBounds, type Rect } from './model/diagram-image';
import { FIT_VIEW_OPTIONS, refitNeeded, type Size } from './model/keep-in-view';

const REFIT_MS = 200;

const widthOf = (state: ReactFlowState) => state.width;
const heightOf = (state: ReactFlowState) => state.height;

/**
 * Fits the view to the design again when the canvas changes size and would otherwise cut off
 * a design that was all in view (model/keep-in-view.ts), never zooming in past where the user
 * was; and to a design from the server (`loaded` counts them) that replaced the one the view
 * was fitted to when the canvas opened.
 */
export function useKeepInView(components: readonly Rect[], loaded: number) {
  const flow = useReactFlow();
  const width = useStore(widthOf);
  const height = useStore(heightOf);
  const latest = useRef(components);
  useEffect(() => {
    latest.current = components;
  }, [components]);
  const last = useRef<Size | null>(null);

  useEffect(() => {
    // React Flow holds the fit until the loaded design's components are measured.
    if (loaded > 0) void flow.fitView(FIT_VIEW_OPTIONS);
  }, [loaded, flow]);

  useEffect(() => {
    const before = last.current;
    last.current = { width, height };
    if (!before) return;
    const viewport = flow.getViewport();
    if (!refitNeeded(diagramBounds(latest.current), viewport, before, { width, height })) return;
    void flow.fitView({
      ...FIT_VIEW_OPTIONS,
      maxZoom: Math.min(FIT_VIEW_OPTIONS.maxZoom, viewport.zoom),
      duration: REFIT_MS,
    });
  }, [width, height, flow]);
}
