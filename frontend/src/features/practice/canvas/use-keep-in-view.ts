import { useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef } from 'react';

import { diagramBounds, type Rect } from './model/diagram-image';
import { refitNeeded, type Size } from './model/keep-in-view';

/** How the view fits the design: when the canvas opens, and when it is fitted again. */
export const FIT_VIEW_OPTIONS = { maxZoom: 1.1, padding: 0.2 };
const REFIT_MS = 200;

const widthOf = (state: ReactFlowState) => state.width;
const heightOf = (state: ReactFlowState) => state.height;

/**
 * Fits the view to the design again when the canvas changes size and would otherwise cut off
 * a design that was all in view (model/keep-in-view.ts), never zooming in past where the user
 * was.
 */
export function useKeepInView(components: readonly Rect[]) {
  const flow = useReactFlow();
  const width = useStore(widthOf);
  const height = useStore(heightOf);
  const latest = useRef(components);
  useEffect(() => {
    latest.current = components;
  }, [components]);
  const last = useRef<Size | null>(null);

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
