import { useEffect } from 'react';

import { commandForKey } from './commands';
import type { DesignEditor } from './use-design-editor';

/** Typing in a field keeps its own Backspace and Ctrl+Z. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Runs the command whose shortcut was pressed anywhere on the page, outside form fields. */
export function useCommandShortcuts(editor: DesignEditor) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
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
