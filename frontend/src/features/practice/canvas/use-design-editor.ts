import type { CanvasDesign, DesignNotes } from '@/lib/design';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';

import { COMMANDS, runCommand, type CommandName } from './model/commands';
import { editorReducer, initialEditorState, type EditorAction } from './model/editor-state';
import { withNotes } from './model/notes';
import { readStored, store } from './model/design-storage';
import { serialise, storageKey, type SavedDesign } from './model/saved-design';
import { sameDesign, type KnownCopy } from './model/server-copy';
import type { Point } from './model/placement';
import { startingDesign } from './model/starting-design';
import { useServerSync } from './use-server-sync';

const AUTOSAVE_DELAY_MS = 300;

/** What was last copied, kept for the page's lifetime so a copy in one problem pastes into
 * another; the commands themselves only read and return the clipboard in the editor state. */
let pageClipboard: CanvasDesign | undefined;

/** A design as the canvas holds it: its notes taken apart and joined again. */
function asCanvas(design: CanvasDesign): CanvasDesign {
  const { history, notes } = initialEditorState(design);
  return withNotes(history.present, notes);
}

/** The account copy the opened design builds on: the one its record names, with its content
 * when the record holds no edits beyond it; with no record, none, and the starting design
 * counts as nothing of the learner's. */
function knownAtOpening(local: SavedDesign | null, opened: CanvasDesign): KnownCopy {
  if (!local) return { version: null, design: opened };
  return { version: local.base, design: local.unsent ? null : opened };
}

/**
 * The editor for one problem's design and its notes. The saved design is read before the first
 * render, so nothing is ever written over it; with none, the canvas opens on the starting
 * design. Changes are saved 300 ms after the last edit or keystroke in a note, and at once when
 * the page is hidden or closed, each with the account copy it builds on (see useServerSync).
 */
export function useDesignEditor(problemId: string) {
  const [local] = useState(() => readStored(storageKey(problemId)));
  const [state, dispatch] = useReducer(editorReducer, local, (saved) =>
    initialEditorState(saved?.design ?? startingDesign(), pageClipboard),
  );
  const design = state.history.present;
  const { notes } = state;
  // What is saved and synced: one object per change, so the savers' timers restart only then.
  const saved = useMemo(() => withNotes(design, notes), [design, notes]);
  useEffect(() => {
    pageClipboard = state.clipboard;
  }, [state.clipboard]);
  // The design as opened (the starting design too) is not written back until something
  // changes: the account's copy read later replaces an untouched canvas, and the record must
  // not then claim the learner made it.
  const [opened] = useState(saved);
  const known = useRef<KnownCopy>(knownAtOpening(local, opened));
  const changed = useRef(false);
  // Serialised when written, not on every keystroke in a note.
  const pending = useRef<CanvasDesign | null>(null);
  const current = useRef(saved);
  useEffect(() => {
    current.current = saved;
  }, [saved]);

  const flush = useCallback(() => {
    const writing = pending.current;
    pending.current = null;
    if (writing === null || (!changed.current && sameDesign(writing, opened))) return;
    changed.current = true;
    const { version, design: base } = known.current;
    store(
      storageKey(problemId),
      serialise(writing, { base: version, unsent: !sameDesign(writing, base) }),
    );
  }, [problemId, opened]);

  useEffect(() => {
    pending.current = saved;
    const timer = window.setTimeout(flush, AUTOSAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [saved, flush]);

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

  // How many times a design from the server, an import or a new layout has replaced the one on
  // the canvas: the canvas fits the view to each.
  const [loaded, setLoaded] = useState(0);
  const load = useCallback((design: CanvasDesign) => {
    dispatch({ type: 'load', design });
    setLoaded((count) => count + 1);
  }, []);
  const replace = useCallback((design: CanvasDesign) => {
    dispatch({ type: 'replace', design });
    setLoaded((count) => count + 1);
  }, []);
  const remember = useCallback(() => {
    pending.current = current.current;
    flush();
  }, [flush]);
  const sync = useServerSync({
    problemId,
    design: saved,
    known,
    asCanvas,
    load,
    replace,
    remember,
  });

  const edit = useCallback(
    (next: CanvasDesign, key?: string) => {
      dispatch({ type: 'edit', design: next, key });
    },
    [dispatch],
  );

  /** An edit that moves the whole design (an import, Tidy up): one undo step, and a new fit. */
  const rearrange = useCallback(
    (next: CanvasDesign) => {
      dispatch({ type: 'edit', design: next });
      setLoaded((count) => count + 1);
    },
    [dispatch],
  );

  const setNotes = useCallback(
    (changed: Partial<DesignNotes>) => {
      dispatch({ type: 'notes', notes: changed });
    },
    [dispatch],
  );

  // Where the pointer is over the canvas (the canvas keeps it up to date), for Paste.
  const pointer = useRef<Point | null>(null);
  // The one place a command's side effects happen: the confirmation dialog it asks for.
  // `at` stands in for the pointer, as where a context menu was opened.
  const run = useCallback(
    (name: CommandName, at?: Point) => {
      const ask = (question: string) => window.confirm(question);
      const result = runCommand(name, state, ask, { pointer: at ?? pointer.current });
      if (result) dispatch({ type: 'apply', result });
    },
    [state],
  );
  const setPointer = useCallback((at: Point | null) => {
    pointer.current = at;
  }, []);

  return {
    state,
    design,
    notes,
    selection: state.selection,
    canUndo: COMMANDS.undo.applies(state),
    canRedo: COMMANDS.redo.applies(state),
    canClear: COMMANDS.clear.applies(state),
    loaded,
    edit,
    rearrange,
    replace,
    setNotes,
    run,
    setPointer,
    sync,
    dispatch: dispatch as (action: EditorAction) => void,
  };
}

export type DesignEditor = ReturnType<typeof useDesignEditor>;
