/** The editor's state machine: history plus selection, driven by plain actions. */

import type { CanvasDesign } from '@/lib/design';
import { commit, redo, startHistory, undo, type History } from './model/history';

export interface Selection {
  components: string[];
  connections: string[];
}

export interface EditorState {
  history: History;
  selection: Selection;
  /** Consecutive edits with the same key (typing in one field) make one undo step. */
  lastEditKey: string | null;
}

export type EditorAction =
  | { type: 'edit'; design: CanvasDesign; key?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; selection: Selection }
  | { type: 'load'; design: CanvasDesign };

export const NOTHING_SELECTED: Selection = { components: [], connections: [] };

export const initialEditorState = (design: CanvasDesign): EditorState => ({
  history: startHistory(design),
  selection: NOTHING_SELECTED,
  lastEditKey: null,
});

function keepLiveSelection(selection: Selection, design: CanvasDesign): Selection {
  const present = new Set(design.widgets.map((w) => w.id));
  const connections = new Set(design.connections.map((c) => c.id));
  return {
    components: selection.components.filter((id) => present.has(id)),
    connections: selection.connections.filter((id) => connections.has(id)),
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const coalesce = action.key !== undefined && action.key === state.lastEditKey;
      const history = coalesce
        ? { ...state.history, present: action.design }
        : commit(state.history, action.design);
      return {
        history,
        selection: keepLiveSelection(state.selection, action.design),
        lastEditKey: action.key ?? null,
      };
    }
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      return {
        history,
        selection: keepLiveSelection(state.selection, history.present),
        lastEditKey: null,
      };
    }
    case 'select':
      return { ...state, selection: action.selection, lastEditKey: null };
    case 'load':
      return initialEditorState(action.design);
  }
}
