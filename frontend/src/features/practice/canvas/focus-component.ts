/** Frames to wait for a new component to be drawn: React Flow shows it once measured. */
const MOST_FRAMES = 30;

/** Moves the focus to the component `id` on the canvas as soon as it is drawn, so the keyboard
 * carries on from what was just added. */
export function focusComponentWhenShown(id: string, frames = MOST_FRAMES) {
  const node = document.querySelector<HTMLElement>(
    `.react-flow__node[data-id="${CSS.escape(id)}"]`,
  );
  if (node && getComputedStyle(node).visibility !== 'hidden') {
    node.focus();
    return;
  }
  if (frames > 0) {
    requestAnimationFrame(() => {
      focusComponentWhenShown(id, frames - 1);
    });
  }
}
