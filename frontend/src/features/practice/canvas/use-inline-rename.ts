import { useCallback, useMemo, useState } from 'react';

import { updateComponent } from './model/design';
import type { Renaming } from './rename-context';
import type { DesignEditor } from './use-design-editor';

const nodeElement = (id: string) =>
  document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);

/** Starts renaming the component `id` on its box. */
export type Rename = (id: string) => void;

/**
 * Renaming on the canvas, as in draw.io: a double-click (or F2, or Rename in the context menu)
 * turns a component's name into a text field on the box; Enter keeps what was typed, as one
 * undoable edit, and Escape keeps the old name.
 */
export function useInlineRename(editor: DesignEditor) {
  const { design, edit } = editor;
  const [id, setId] = useState<string | null>(null);
  const finish = useCallback(
    (name: string | null, refocus: boolean) => {
      const component = design.widgets.find((w) => w.id === id);
      const kept = name?.trim();
      if (component && kept && kept !== component.name) {
        edit(updateComponent(design, component.id, { name: kept }));
      }
      setId(null);
      // The field had the focus: it goes back to the box once the box is drawn without it.
      if (refocus && id) requestAnimationFrame(() => nodeElement(id)?.focus());
    },
    [design, edit, id],
  );
  const value = useMemo<Renaming>(() => ({ id, finish }), [id, finish]);
  const start: Rename = setId;
  return { value, start };
}
