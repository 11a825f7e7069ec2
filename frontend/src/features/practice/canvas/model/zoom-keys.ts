/**
 * The keyboard's zoom, as in Excalidraw and draw.io: + or = (with or without Ctrl or Cmd) zooms
 * in, - zooms out, and 0 or Shift+1 fits the whole design in view. Ctrl+0 is left to the
 * browser, which resets its own zoom with it.
 */

export type ZoomStep = 'in' | 'out' | 'fit';

export type ZoomKeyPress = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

export function zoomForKey(event: ZoomKeyPress): ZoomStep | null {
  if (event.altKey) return null;
  const held = event.ctrlKey || event.metaKey;
  if (event.key === '+' || event.key === '=') return 'in';
  if (event.key === '-' || event.key === '_') return 'out';
  if (held) return null;
  if (event.key === '0' || (event.shiftKey && event.code === 'Digit1')) return 'fit';
  return null;
}
