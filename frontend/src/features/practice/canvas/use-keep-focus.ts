import type { CanvasDesign } from '@/lib/design';
import { useEffect, useRef, type RefObject } from 'react';

import { focusAfter } from './model/focus-after';

/** The canvas element for a component or a connection's label. */
function itemElement(canvas: HTMLElement, id: string): HTMLElement | null {
  const escaped = CSS.escape(id);
  return canvas.querySelector<HTMLElement>(
    `.react-flow__node[data-id="${escaped}"], [data-connection-label="${escaped}"]`,
  );
}

/** The component or connection `element` is, or is inside. */
function itemOf(element: Element): string | null {
  const item = element.closest('.react-flow__node[data-id], [data-connection-label]');
  return item?.getAttribute('data-id') ?? item?.getAttribute('data-connection-label') ?? null;
}

// React Flow shows a new node only once it has measured it; until then it cannot take focus.
const FRAMES_TO_WAIT = 10;

/**
 * Keeps the keyboard's focus on the canvas when the design changes under it (Delete, Undo,
 * Redo, Paste): it goes where `focusAfter` says rather than falling to the page. Only while
 * the focus was last on the canvas: elsewhere on the page it is left alone.
 */
export function useKeepFocus(canvas: RefObject<HTMLElement | null>, design: CanvasDesign) {
  const onCanvas = useRef(false);
  const focused = useRef<string | null>(null);
  const before = useRef(design);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      onCanvas.current = target instanceof Element && !!canvas.current?.contains(target);
      if (onCanvas.current && target instanceof Element) focused.current = itemOf(target);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [canvas]);

  useEffect(() => {
    const previous = before.current;
    before.current = design;
    const element = canvas.current;
    if (previous === design || !element || !onCanvas.current) return;
    let frame = 0;
    let frames = 0;
    // Looked at once React Flow has drawn the change: until then a deleted component is
    // still on the page, holding the focus, and a restored one is not there to take it.
    const settle = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (!lost && !element.contains(active)) return;
      const target = focusAfter(previous, design, focused.current, lost);
      if (target === null) return;
      const tryFocus = () => {
        const wanted =
          target === 'canvas'
            ? element.querySelector<HTMLElement>('.react-flow')
            : itemElement(element, target.item);
        wanted?.focus();
        if (document.activeElement !== wanted && ++frames < FRAMES_TO_WAIT) {
          frame = requestAnimationFrame(tryFocus);
        }
      };
      tryFocus();
    };
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(settle);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [canvas, design]);
}
