import { useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useEffect, useRef, type RefObject } from 'react';

import { diagramBounds, type Rect } from './model/diagram-image';
import { fitOptions, freeArea, refitNeeded, type Size } from './model/keep-in-view';
import { useBottomReserve } from './use-bottom-reserve';

const REFIT_MS = 200;

const widthOf = (state: ReactFlowState) => state.width;
const heightOf = (state: ReactFlowState) => state.height;

/**
 * Fits the view to the design when the canvas opens, clear of the controls in its bottom
 * corners; again when the canvas's free area changes and would otherwise cut off or cover a
 * design that was all in view (model/keep-in-view.ts), never zooming in past where the user
 * was; and to a design from the server (`loaded` counts them) that replaced the one the view
 * was fitted to. Returns the fit's options, for the Fit View button.
 */
export function useKeepInView(
  components: readonly Rect[],
  loaded: number,
  canvas: RefObject<HTMLElement | null>,
  populated: boolean,
) {
  const flow = useReactFlow();
  const width = useStore(widthOf);
  const height = useStore(heightOf);
  const reserve = useBottomReserve(canvas);
  const latest = useRef({ components, reserve: reserve ?? 0 });
  useEffect(() => {
    latest.current = { components, reserve: reserve ?? 0 };
  }, [components, reserve]);
  const last = useRef<Size | null>(null);

  // React Flow holds a fit until the components are measured.
  const measured = reserve !== null && populated;
  useEffect(() => {
    if (measured) void flow.fitView(fitOptions(latest.current.reserve));
  }, [measured, loaded, flow]);

  useEffect(() => {
    if (reserve === null) return;
    const before = last.current;
    const after = freeArea({ width, height }, reserve);
    last.current = after;
    if (!before) return;
    const viewport = flow.getViewport();
    if (!refitNeeded(diagramBounds(latest.current.components), viewport, before, after)) return;
    void flow.fitView({ ...fitOptions(reserve, viewport.zoom), duration: REFIT_MS });
  }, [width, height, reserve, flow]);

  return fitOptions(reserve ?? 0);
}
