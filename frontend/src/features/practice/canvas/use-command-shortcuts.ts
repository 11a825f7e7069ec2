import { useEffect } from 'react';

import { commandForKey } from './model/commands';
import type { DesignEditor } from './use-design-editor';

/** Typing in a field keeps its own Backspace and Ctrl+Z. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** A modal dialog over the page (the side navigation, a submission's scores) keeps its own
 * keys: Escape closes it rather than deselecting what is behind it. */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('dialog') !== null;

/** Runs the command whose shortcut was pressed anywhere on the page, outside form fields and
 * dialogs. */
export function useCommandShortcuts(editor: DesignEditor) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || inDialog(event.target)) return;
      const name = commandForKey(event, editor.state);
      if (!name) return;
      event.preventDefault();
      editor.run(name);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [editor]);
}
