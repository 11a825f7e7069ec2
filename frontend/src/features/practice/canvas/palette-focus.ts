import type { KeyboardEvent } from 'react';

import type { EditorAction } from './model/editor-state';

/** What a component dragged from the palette carries: its type. */
export const PALETTE_MIME = 'application/x-systemcraft-component';
/** Marks the palette's buttons, so the canvas can send the focus back to them. */
export const PALETTE_ITEM = 'data-palette-item';
/** The palette button last used, where N on the canvas returns to. */
let lastUsed: string | null = null;

export function rememberPaletteItem(type: string) {
  lastUsed = type;
}

/** N on a focused component goes back to the palette, on the button last used, to add the
 * next component; true when the key was N. */
export function onAddKey(event: KeyboardEvent, dispatch: (action: EditorAction) => void): boolean {
  if (event.key.toLowerCase() !== 'n' || event.ctrlKey || event.metaKey || event.altKey) {
    return false;
  }
  if (!(event.target instanceof Element) || !event.target.matches('.react-flow__node')) {
    return false;
  }
  const items = [...document.querySelectorAll<HTMLButtonElement>(`[${PALETTE_ITEM}]`)];
  const item = items.find((button) => button.getAttribute(PALETTE_ITEM) === lastUsed) ?? items[0];
  if (item) item.focus();
  else {
    dispatch({
      type: 'apply',
      result: { announce: 'Open the Components tab to add a component.' },
    });
  }
  return true;
}
