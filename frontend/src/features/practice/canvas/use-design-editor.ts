import type { CanvasDesign } from '@/lib/design';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import { COMMANDS, runCommand, type CommandName } from './commands';
import { editorReducer, initialEditorState, type EditorAction } from './editor-state';
import { starterDesign } from './model/design';
import { deserialise, serialise, storageKey } from './model/saved-design';
import { useServerSync } from './use-server-sync';

const AUTOSAVE_DELAY_MS = 300;

/** What was last copied, kept for the page's lifetime so a copy in one problem pastes into
 * another; the commands themselves only read and return the clipboard in the editor state. */
let pageClipboard: CanvasDesign | undefined;

function loadDesign(problemId: string): CanvasDesign {
  try {
    return deserialise(window.localStorage.getItem(storageKey(problemId))) ?? starterDesign();
  } catch {
    return starterDesign();
  }
}

/**
 * The editor for one problem's design. The saved design is read before the first render, so
 * nothing is ever written over it; changes are saved 300 ms after the last edit, and at once
 * when the page is hidden or closed.
 */
export function useDesignEditor(problemId: string) {
  const [state, dispatch] = useReducer(editorReducer, problemId, (id) =>
    initialEditorState(loadDesign(id), pageClipboard),
  );
  const design = state.history.present;
  useEffect(() => {
    pageClipboard = state.clipboard;
  }, [state.clipboard]);
  const pending = useRef<string | null>(null);

  const flush = useCallback(() => {
    if (pending.current === null) return;
    try {
      window.localStorage.setItem(storageKey(problemId), pending.current);
    } catch (error) {
      console.warn('Could not save the design locally', error);
    }
    pending.current = null;
  }, [problemId]);

  useEffect(() => {
    pending.current = serialise(design);
    const timer = window.setTimeout(flush, AUTOSAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [design, flush]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [flush]);

  useServerSync(problemId, design, dispatch);

  const edit = useCallback(
    (next: CanvasDesign, key?: string) => {
      dispatch({ type: 'edit', design: next, key });
    },
    [dispatch],
  );

  // The one place a command's side effects happen: the confirmation dialog it asks for.
  const run = useCallback(
    (name: CommandName) => {
      const result = runCommand(name, state, (question) => window.confirm(question));
      if (result) dispatch({ type: 'apply', result });
    },
    [state],
  );

  return {
    state,
    design,
    selection: state.selection,
    canUndo: COMMANDS.undo.applies(state),
    canRedo: COMMANDS.redo.applies(state),
    edit,
    run,
    dispatch: dispatch as (action: EditorAction) => void,
  };
}

export type DesignEditor = ReturnType<typeof useDesignEditor>;
