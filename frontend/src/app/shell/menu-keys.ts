/** What a key does in an open menu (the ARIA menu button pattern), kept apart from React. */
export type MenuKeyAction =
  { kind: 'focus'; index: number } | { kind: 'close'; moveOn: boolean } | { kind: 'none' };

/**
 * The arrows move through the `count` items (one at least) and wrap, Home and End jump to the
 * ends. Escape and Tab close the menu, its button taking the focus back; Tab then moves on
 * from the button as it would have.
 */
export function menuKeyAction(key: string, current: number, count: number): MenuKeyAction {
  switch (key) {
    case 'ArrowDown':
      return focus((current + 1) % count);
    case 'ArrowUp':
      return focus((current - 1 + count) % count);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(count - 1);
    case 'Escape':
      return { kind: 'close', moveOn: false };
    case 'Tab':
      return { kind: 'close', moveOn: true };
    default:
      return { kind: 'none' };
  }
}

function focus(index: number): MenuKeyAction {
  return { kind: 'focus', index };
}
