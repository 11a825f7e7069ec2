/**
 * The editor's commands, one registry keyed by name, so shortcuts and buttons share them (as
 * Excalidraw's actions do). Each command is plain data and pure functions of the editor state:
 * `perform` returns what changes and never touches React, the DOM or `window`; `runCommand`
 * is the one place that asks before a command goes ahead.
 */

import type { CanvasDesign } from '@/lib/design';
import { NOTHING_SELECTED, type CommandResult, type EditorState } from './editor-state';
import {
  appendDesign,
  copiesOf,
  EMPTY_DESIGN,
  removeConnections,
  removeComponents,
} from './design';
import { redo, undo } from './history';
import { ARRANGE_COMMANDS, type ArrangeName } from './arrange-commands';
import { boundsOf, cornerCentredOn, placeCopies, type Point } from './placement';

export type CommandName =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'duplicate'
  | 'copy'
  | 'paste'
  | 'clear'
  | 'deselect'
  | 'selectAll'
  | ArrangeName;

/** What a command may read beyond the editor state. */
export interface CommandContext {
  /** Where on the canvas the pointer is, in the design's coordinates; null when off it. */
  pointer: Point | null;
}

const NO_CONTEXT: CommandContext = { pointer: null };

/** The parts of a key press a shortcut reads. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

export interface Command {
  label: string;
  keyTest: (event: KeyPress) => boolean;
  applies: (state: EditorState) => boolean;
  /** The question to ask first, or null to go ahead without asking. */
  confirm?: (state: EditorState) => string | null;
  perform: (state: EditorState, context?: CommandContext) => CommandResult;
}

const mod = (event: KeyPress) => event.ctrlKey || event.metaKey;
const key = (event: KeyPress) => event.key.toLowerCase();

/** Adds the copies to the design and selects them in place of what was selected. */
export const insert = (state: EditorState, copies: CanvasDesign): CommandResult => ({
  design: appendDesign(state.history.present, copies),
  selection: { components: copies.widgets.map((c) => c.id), connections: [] },
});

/** Copies of `ids` from `source`, clear of every component on the canvas: centred on `at`
 * when given, else as near as there is room to where the originals stand (beside them, when
 * they are still there). */
function placedCopies(
  state: EditorState,
  source: CanvasDesign,
  ids: readonly string[],
  at: Point | null,
): CanvasDesign {
  const originals = source.widgets.filter((w) => ids.includes(w.id));
  if (originals.length === 0) return EMPTY_DESIGN;
  const corner = at ? cornerCentredOn(originals, at) : boundsOf(originals);
  return placeCopies(state.history.present, copiesOf(source, ids), corner);
}

/** In shortcut order: the first whose key test passes and that applies runs. */
export const COMMANDS: Record<CommandName, Command> = {
  undo: {
    label: 'Undo',
    keyTest: (e) => mod(e) && !e.shiftKey && key(e) === 'z',
    applies: (state) => state.history.past.length > 0,
    perform: (state) => ({ history: undo(state.history) }),
  },
  redo: {
    label: 'Redo',
    keyTest: (e) => mod(e) && ((e.shiftKey && key(e) === 'z') || key(e) === 'y'),
    applies: (state) => state.history.future.length > 0,
    perform: (state) => ({ history: redo(state.history) }),
  },
  delete: {
    label: 'Delete selection',
    keyTest: (e) => e.key === 'Delete' || e.key === 'Backspace',
    applies: ({ selection }) => selection.components.length + selection.connections.length > 0,
    confirm: ({ selection }) =>
      selection.components.length ? 'Delete this component?' : 'Delete this connection?',
    perform: ({ history, selection }) => ({
      design: removeConnections(
        removeComponents(history.present, selection.components),
        selection.connections,
      ),
    }),
  },
  duplicate: {
    label: 'Duplicate',
    keyTest: (e) => mod(e) && key(e) === 'd',
    applies: (state) => state.selection.components.length > 0,
    perform: (state) =>
      insert(state, placedCopies(state, state.history.present, state.selection.components, null)),
  },
  copy: {
    label: 'Copy',
    keyTest: (e) => mod(e) && key(e) === 'c',
    applies: (state) => state.selection.components.length > 0,
    perform: ({ history, selection }) => {
      const chosen = new Set(selection.components);
      const design = history.present;
      return {
        clipboard: structuredClone({
          widgets: design.widgets.filter((c) => chosen.has(c.id)),
          connections: design.connections.filter(
            (c) => chosen.has(c.from.widgetId) && chosen.has(c.to.widgetId),
          ),
        }),
      };
    },
  },
  paste: {
    label: 'Paste',
    keyTest: (e) => mod(e) && key(e) === 'v',
    applies: (state) => state.clipboard.widgets.length > 0,
    perform: (state, context = NO_CONTEXT) => {
      const { clipboard } = state;
      const ids = clipboard.widgets.map((c) => c.id);
      // At the pointer, as in Excalidraw; without one, the next free place beside the last
      // paste, so repeated pastes line up rather than pile up.
      const copies = placedCopies(state, clipboard, ids, context.pointer);
      return { ...insert(state, copies), clipboard: copies };
    },
  },
  clear: {
    label: 'Clear',
    keyTest: () => false,
    applies: ({ history }) =>
      history.present.widgets.length + history.present.connections.length > 0,
    confirm: () => 'Clear all components and connections?',
    // Clear is one more undoable edit.
    perform: () => ({ design: EMPTY_DESIGN }),
  },
  selectAll: {
    label: 'Select all',
    keyTest: (e) => mod(e) && !e.shiftKey && key(e) === 'a',
    applies: ({ history }) => history.present.widgets.length > 0,
    perform: ({ history }) => {
      const components = history.present.widgets.map((w) => w.id);
      return {
        selection: { components, connections: [] },
        announce: `${String(components.length)} components selected.`,
      };
    },
  },
  ...ARRANGE_COMMANDS,
  deselect: {
    label: 'Deselect',
    keyTest: (e) => e.key === 'Escape',
    applies: ({ selection }) => selection.components.length + selection.connections.length > 0,
    perform: () => ({ selection: NOTHING_SELECTED, announce: 'Nothing selected.' }),
  },
};

const NAMES = Object.keys(COMMANDS) as CommandName[];

/** The command a key press runs, if any applies to the state. */
export function commandForKey(event: KeyPress, state: EditorState): CommandName | undefined {
  return NAMES.find((name) => COMMANDS[name].keyTest(event) && COMMANDS[name].applies(state));
}

/**
 * What running the command changes: asks its question first through `ask` (the browser's
 * confirm dialog in the app), and gives null when the answer is no.
 */
export function runCommand(
  name: CommandName,
  state: EditorState,
  ask: (question: string) => boolean,
  context: CommandContext = NO_CONTEXT,
): CommandResult | null {
  const command = COMMANDS[name];
  const question = command.confirm?.(state) ?? null;
  if (question !== null && !ask(question)) return null;
  return command.perform(state, context);
}
