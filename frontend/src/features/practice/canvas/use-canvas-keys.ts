import { useReactFlow, type FitViewOptions } from '@xyflow/react';
import type { KeyboardEvent } from 'react';

import { zoomForKey } from './model/zoom-keys';
import { isTypingTarget } from './use-command-shortcuts';
import type { DesignEditor } from './use-design-editor';
import type { Rename } from './use-inline-rename';

const ZOOM_DURATION_MS = 150;

/**
 * The keys the canvas takes while it has the focus: zoom (in place of the browser's own page
 * zoom; a fit takes the canvas's own options) and F2 to rename the focused or selected component.
 */
export function useCanvasKeys(
  editor: DesignEditor,
  rename: Rename,
  fitViewOptions: FitViewOptions,
) {
  const flow = useReactFlow();
  return (event: KeyboardEvent) => {
    if (isTypingTarget(event.target)) return;
    const step = zoomForKey(event);
    if (step) {
      event.preventDefault();
      const options = { duration: ZOOM_DURATION_MS };
      if (step === 'in') void flow.zoomIn(options);
      else if (step === 'out') void flow.zoomOut(options);
      else void flow.fitView({ ...fitViewOptions, ...options });
      return;
    }
    if (event.key !== 'F2') return;
    const focused =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('.react-flow__node')?.dataset.id
        : undefined;
    const [only, ...others] = editor.selection.components;
    const id = focused ?? (others.length === 0 ? only : undefined);
    if (!id) return;
    event.preventDefault();
    rename(id);
  };
}
