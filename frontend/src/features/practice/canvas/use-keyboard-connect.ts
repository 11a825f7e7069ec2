import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

import { distinctNames } from './model/component-names';
import { facingSides } from './model/routing';
import {
  candidateNamed,
  candidateToward,
  firstCandidate,
  type Direction,
} from './model/keyboard-connect';
import type { DesignEditor } from './use-design-editor';
import type { useLink } from './use-link';

interface Connecting {
  /** The focused component, where C (or Shift+C) was pressed. */
  focused: string;
  /** The other end, which the arrow keys and typing move. */
  other: string;
  /** Shift+C: the line comes from the other end to the focused component. */
  toFocused: boolean;
}

/** Letters typed within this long make one name. */
const TYPING_MS = 800;
const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const plainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Connecting without the mouse, in a few keys and without leaving the canvas: C on a focused
 * component starts a connection from it (Shift+C one to it) to the nearest component it is not
 * yet connected with; the arrow keys or typing a name choose another; Enter connects and
 * Escape cancels. The focus stays on the component throughout.
 */
export function useKeyboardConnect(editor: DesignEditor, link: ReturnType<typeof useLink>) {
  const [connecting, setConnecting] = useState<Connecting | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const design = editor.state.history.present;
  const { dispatch } = editor;

  const say = useCallback(
    (text: string) => {
      dispatch({ type: 'apply', result: { announce: text } });
    },
    [dispatch],
  );
  const names = distinctNames(design.widgets);
  const nameOf = (id: string) => names.get(id) ?? '';
  const describe = ({ focused, other, toFocused }: Connecting) =>
    toFocused ? `${nameOf(other)} to ${nameOf(focused)}` : `${nameOf(focused)} to ${nameOf(other)}`;

  const choose = (next: Connecting) => {
    setConnecting(next);
    say(`Connect ${describe(next)}?`);
  };

  /** Handles the key if it is one of connecting's; true when it did. */
  const onKey = (event: KeyboardEvent): boolean => {
    const id = event.target instanceof Element ? event.target.getAttribute('data-id') : null;
    if (!id) return false;
    if (!connecting || connecting.focused !== id) {
      if (event.key.toLowerCase() !== 'c' || !plainKey(event)) return false;
      const other = firstCandidate(design, id);
      if (!other) {
        say('Add another component to connect this one to it.');
        return true;
      }
      const start = { focused: id, other, toFocused: event.shiftKey };
      typed.current = { text: '', at: 0 };
      setConnecting(start);
      say(
        `Connect ${describe(start)}? The arrow keys or typing a name choose another component; Enter connects, Escape cancels.`,
      );
      return true;
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      setConnecting(null);
      if (event.key === 'Escape') say('Not connected.');
      return event.key === 'Escape';
    }
    if (event.key === 'Enter') {
      const [from, to] = connecting.toFocused
        ? [connecting.other, connecting.focused]
        : [connecting.focused, connecting.other];
      const [a, b] = [
        design.widgets.find((w) => w.id === from),
        design.widgets.find((w) => w.id === to),
      ];
      if (!a || !b) return true;
      const sides = facingSides(a, b);
      if (link({ widgetId: from, position: sides.from }, { widgetId: to, position: sides.to })) {
        setConnecting(null);
      }
      return true;
    }
    if (ARROWS.has(event.key)) {
      const other = candidateToward(
        design.widgets,
        connecting.focused,
        connecting.other,
        event.key as Direction,
      );
      choose({ ...connecting, other });
      return true;
    }
    if (event.key.length === 1 && plainKey(event) && event.key !== ' ') {
      const now = Date.now();
      const text = (now - typed.current.at < TYPING_MS ? typed.current.text : '') + event.key;
      typed.current = { text, at: now };
      const order = design.widgets.map((w) => w.id).filter((w) => w !== connecting.focused);
      const other = candidateNamed(order, names, text, connecting.other);
      if (other) choose({ ...connecting, other });
      else say(`No component's name starts with ${text}.`);
      return true;
    }
    return false;
  };

  const live =
    connecting && design.widgets.some((w) => w.id === connecting.other) ? connecting : null;
  return { connecting: live, describe, onKey };
}
