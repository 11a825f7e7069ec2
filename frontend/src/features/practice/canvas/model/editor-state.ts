/** The editor's state machine: history, selection, clipboard and notes, driven by plain
 * actions. */

import type { CanvasDesign, DesignNotes } from '@/lib/design';
import { EMPTY_DESIGN } from './design';
import { commit, startHistory, type History } from './history';
import { splitNotes } from './notes';

export interface Selection {
  components: string[];
  connections: string[];
}

export interface EditorState {
  /** The diagram's undo history; its designs carry no notes. */
  history: History;
  /** Beside the history, so typing a note is no undo step and undo leaves the notes alone. */
  notes: DesignNotes;
  selection: Selection;
  /** What Copy took: a snapshot, so a paste still works after the originals are gone. */
  clipboard: CanvasDesign;
  /** Consecutive edits with the same key (typing in one field) make one undo step. */
  lastEditKey: string | null;
  /** What the last command said it did, for screen readers; numbered so a repeat is heard. */
  announcement: Announcement | null;
}

export interface Announcement {
  text: string;
  serial: number;
}

/** What a command changes; whatever it leaves out stays as it was. */
export interface CommandResult {
  /** The design the command made: one more undoable edit. */
  design?: CanvasDesign;
  /** Undo and redo move through the history instead of adding to it. */
  history?: History;
  selection?: Selection;
  clipboard?: CanvasDesign;
  /** What to tell a screen reader the command did. */
  announce?: string;
}

export type EditorAction =
  | { type: 'edit'; design: CanvasDesign; key?: string }
  | { type: 'apply'; result: CommandResult }
  | { type: 'select'; selection: Selection }
  | { type: 'notes'; notes: Partial<DesignNotes> }
  | { type: 'load'; design: CanvasDesign }
  | { type: 'replace'; design: CanvasDesign };

export const NOTHING_SELECTED: Selection = { components: [], connections: [] };

/** The editor for a saved design (the diagram with its notes). */
export function initialEditorState(
  saved: CanvasDesign,
  clipboard: CanvasDesign = EMPTY_DESIGN,
): EditorState {
  const { diagram, notes } = splitNotes(saved);
  return {
    history: startHistory(diagram),
    notes,
    selection: NOTHING_SELECTED,
    clipboard,
    lastEditKey: null,
    announcement: null,
  };
}

function keepLiveSelection(selection: Selection, design: CanvasDesign): Selection {
  const present = new Set(design.widgets.map((w) => w.id));
  const connections = new Set(design.connections.map((c) => c.id));
  return {
    components: selection.components.filter((id) => present.has(id)),
    connections: selection.connections.filter((id) => connections.has(id)),
  };
}

/** Applies a command's result in the order a person would: move or edit, then select. */
function applyResult(state: EditorState, result: CommandResult): EditorState {
  let next = state;
  if (result.history) {
    next = {
      ...next,
      history: result.history,
      selection: keepLiveSelection(next.selection, result.history.present),
      lastEditKey: null,
    };
  }
  if (result.design) next = editorReducer(next, { type: 'edit', design: result.design });
  if (result.selection) next = editorReducer(next, { type: 'select', selection: result.selection });
  if (result.announce) {
    const serial = (next.announcement?.serial ?? 0) + 1;
    next = { ...next, announcement: { text: result.announce, serial } };
  }
  return result.clipboard ? { ...next, clipboard: result.clipboard } : next;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const coalesce = action.key !== undefined && action.key === state.lastEditKey;
      const history = coalesce
        ? { ...state.history, present: action.design }
        : commit(state.history, action.design);
      return {
        ...state,
        history,
        selection: keepLiveSelection(state.selection, action.design),
        lastEditKey: action.key ?? null,
      };
    }
    case 'apply':
      return applyResult(state, action.result);
    case 'select':
      return { ...state, selection: action.selection, lastEditKey: null };
    case 'notes':
      return { ...state, notes: { ...state.notes, ...action.notes } };
    case 'load':
      // A design from the server replaces the history and the notes; what was copied can
      // still be pasted.
      return { ...initialEditorState(action.design), clipboard: state.clipboard };
    case 'replace': {
      // Another whole design, as one edit: undo brings the diagram before it back.
      const { diagram, notes } = splitNotes(action.design);
      return { ...editorReducer(state, { type: 'edit', design: diagram }), notes };
    }
  }
}
