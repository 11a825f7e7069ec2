/** Editor commands in one list, so shortcuts, buttons and menus share them (as Excalidraw does). */

import type { CanvasDesign } from '@/lib/design';
import {
  appendDesign,
  copiesOf,
  EMPTY_DESIGN,
  removeConnections,
  removeComponents,
} from './model/design';
import type { DesignEditor } from './use-design-editor';

export interface EditorCommand {
  name: string;
  label: string;
  keyTest: (event: KeyboardEvent) => boolean;
  applies: (editor: DesignEditor) => boolean;
  perform: (editor: DesignEditor) => void;
}

const mod = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;

/** What Ctrl+C took: a snapshot, so a paste still works after the originals are gone. */
let clipboard: CanvasDesign = EMPTY_DESIGN;

function insertCopies(editor: DesignEditor, source: CanvasDesign, ids: readonly string[]) {
  const copies = copiesOf(source, ids);
  editor.edit(appendDesign(editor.design, copies));
  editor.dispatch({
    type: 'select',
    selection: { components: copies.widgets.map((w) => w.id), connections: [] },
  });
  return copies;
}
const key = (event: KeyboardEvent) => event.key.toLowerCase();

export const COMMANDS: EditorCommand[] = [
  {
    name: 'undo',
    label: 'Undo',
    keyTest: (e) => mod(e) && !e.shiftKey && key(e) === 'z',
    applies: (editor) => editor.canUndo,
    perform: (editor) => {
      editor.dispatch({ type: 'undo' });
    },
  },
  {
    name: 'redo',
    label: 'Redo',
    keyTest: (e) => mod(e) && ((e.shiftKey && key(e) === 'z') || key(e) === 'y'),
    applies: (editor) => editor.canRedo,
    perform: (editor) => {
      editor.dispatch({ type: 'redo' });
    },
  },
  {
    name: 'delete',
    label: 'Delete selection',
    keyTest: (e) => e.key === 'Delete' || e.key === 'Backspace',
    applies: (editor) =>
      editor.selection.components.length + editor.selection.connections.length > 0,
    perform: (editor) => {
      const { components, connections } = editor.selection;
      const question = components.length ? 'Delete this component?' : 'Delete this connection?';
      if (!window.confirm(question)) return;
      editor.edit(removeConnections(removeComponents(editor.design, components), connections));
    },
  },
  {
    name: 'duplicate',
    label: 'Duplicate',
    keyTest: (e) => mod(e) && key(e) === 'd',
    applies: (editor) => editor.selection.components.length > 0,
    perform: (editor) => {
      insertCopies(editor, editor.design, editor.selection.components);
    },
  },
  {
    name: 'copy',
    label: 'Copy',
    keyTest: (e) => mod(e) && key(e) === 'c',
    applies: (editor) => editor.selection.components.length > 0,
    perform: (editor) => {
      const chosen = new Set(editor.selection.components);
      clipboard = structuredClone({
        widgets: editor.design.widgets.filter((w) => chosen.has(w.id)),
        connections: editor.design.connections.filter(
          (c) => chosen.has(c.from.widgetId) && chosen.has(c.to.widgetId),
        ),
      });
    },
  },
  {
    name: 'paste',
    label: 'Paste',
    keyTest: (e) => mod(e) && key(e) === 'v',
    applies: () => clipboard.widgets.length > 0,
    perform: (editor) => {
      const pasted = insertCopies(
        editor,
        clipboard,
        clipboard.widgets.map((w) => w.id),
      );
      // Each paste lands a step further on, like repeated pastes in drawing tools.
      clipboard = { widgets: pasted.widgets, connections: pasted.connections };
    },
  },
  {
    name: 'clear',
    label: 'Clear',
    keyTest: () => false,
    applies: (editor) => editor.design.widgets.length + editor.design.connections.length > 0,
    perform: (editor) => {
      // Clear is one more undoable edit.
      if (window.confirm('Clear all components and connections?')) editor.edit(EMPTY_DESIGN);
    },
  },
];

export function command(name: string): EditorCommand {
  const found = COMMANDS.find((c) => c.name === name);
  if (!found) throw new Error(`No editor command named ${name}`);
  return found;
}

/** Typing in a field keeps its own Backspace and Ctrl+Z. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}
