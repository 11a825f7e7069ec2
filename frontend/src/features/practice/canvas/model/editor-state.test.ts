// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { COMMANDS, runCommand } from './commands';
import { editorReducer, initialEditorState, type EditorState } from './editor-state';
import { EMPTY_DESIGN, updateComponent } from './design';
import { EMPTY_NOTES, withNotes } from './notes';
import { sampleDesign } from './sample-design';

describe('editorReducer', () => {
  it('merges typing in one field into a single undo step', () => {
    const start = sampleDesign();
    const id = start.widgets[0]?.id ?? '';
    let state = initialEditorState(start);
    for (const name of ['W', 'We', 'Web']) {
      state = editorReducer(state, {
        type: 'edit',
        design: updateComponent(state.history.present, id, { name }),
        key: `${id}:name`,
      });
    }
    expect(state.history.past).toHaveLength(1);
    state = editorReducer(state, { type: 'apply', result: COMMANDS.undo.perform(state) });
    expect(state.history.present).toBe(start);
  });

  it('drops selections of things an edit or undo removed', () => {
    const start = sampleDesign();
    const id = start.widgets[0]?.id ?? '';
    let state = editorReducer(initialEditorState(start), {
      type: 'select',
      selection: { components: [id], connections: [] },
    });
    state = editorReducer(state, { type: 'edit', design: EMPTY_DESIGN });
    expect(state.selection.components).toEqual([]);
  });
});

describe('the notes in the editor', () => {
  const notes = { ...EMPTY_NOTES, api: 'GET /{code}', estimates: '4,000 reads/s' };
  const typed = (state: EditorState, api: string) =>
    editorReducer(state, { type: 'notes', notes: { api } });
  const undone = (state: EditorState) =>
    editorReducer(state, { type: 'apply', result: COMMANDS.undo.perform(state) });

  it('start from the saved design, apart from the diagram', () => {
    const diagram = sampleDesign();
    const state = initialEditorState(withNotes(diagram, notes));
    expect(state.notes).toEqual(notes);
    expect(state.history.present).toEqual(diagram);
    expect(initialEditorState(diagram).notes).toEqual(EMPTY_NOTES);
  });

  it('change as typed without adding undo steps, and undo leaves them alone', () => {
    const start = sampleDesign();
    let state = initialEditorState(start);
    state = editorReducer(state, { type: 'edit', design: EMPTY_DESIGN });
    for (const text of ['G', 'GE', 'GET']) state = typed(state, text);
    expect(state.notes).toEqual({ ...EMPTY_NOTES, api: 'GET' });
    expect(state.history.past).toEqual([start]);
    state = undone(state);
    expect(state.history.present).toBe(start);
    expect(state.notes.api).toBe('GET');
  });

  it('are kept by Clear, which empties only the canvas', () => {
    const state = initialEditorState(withNotes(sampleDesign(), notes));
    const result = runCommand('clear', state, () => true);
    expect(result).not.toBeNull();
    const cleared = editorReducer(state, { type: 'apply', result: result ?? {} });
    expect(cleared.history.present).toEqual(EMPTY_DESIGN);
    expect(cleared.notes).toEqual(notes);
    expect(undone(cleared).notes).toEqual(notes);
  });

  it('are replaced by a design loaded from the server', () => {
    const state = typed(initialEditorState(sampleDesign()), 'typed here');
    const loaded = editorReducer(state, {
      type: 'load',
      design: withNotes(EMPTY_DESIGN, notes),
    });
    expect(loaded.notes).toEqual(notes);
  });

  it('are replaced with the diagram by another whole design, which undo takes back', () => {
    const mine = sampleDesign();
    const state = typed(initialEditorState(mine), 'mine');
    const replaced = editorReducer(state, {
      type: 'replace',
      design: withNotes(EMPTY_DESIGN, notes),
    });
    expect(replaced.history.present).toEqual(EMPTY_DESIGN);
    expect(replaced.notes).toEqual(notes);
    expect(undone(replaced).history.present).toBe(mine);
  });
});
