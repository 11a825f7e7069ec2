import { createContext, useContext } from 'react';

export interface Point {
  x: number;
  y: number;
}

/** A stretch of the design, in the design's coordinates. */
export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * What the workspace around the canvas asks of its view: the palette adds in the middle of
 * what is shown, a finding brings its components into view, an image is drawn from the
 * canvas's element. The canvas (with React Flow, in a chunk of its own that loads after the
 * workspace has painted) fills it in once it is up; until then it is null.
 */
export interface CanvasHandle {
  /** The part of the design in view; null while the canvas has no size. */
  visibleArea: () => Area | null;
  /** Moves the view, at its zoom, so `point` is in its middle. */
  centreOn: (point: Point) => void;
  /** Fits the view to these components. */
  showComponents: (ids: string[]) => void;
  /** React Flow's element, which a diagram image is drawn from. */
  element: () => HTMLElement | null;
}

export interface CanvasHandleRef {
  current: CanvasHandle | null;
}

export const CanvasHandleContext = createContext<CanvasHandleRef>({ current: null });

export function useCanvasHandle(): CanvasHandleRef {
  return useContext(CanvasHandleContext);
}
