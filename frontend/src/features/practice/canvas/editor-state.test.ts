// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { COMMANDS } from './commands';
import { editorReducer, initialEditorState } from './editor-state';
import { EMPTY_DESIGN, starterDesign, updateComponent } from './model/design';

describe('editorReducer', () => {
  it('merges typing in one field into a single undo step', () => {
    const start = starterDesign();
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
    const start = starterDesign();
    const id = start.widgets[0]?.id ?? '';
    let state = editorReducer(initialEditorState(start), {
      type: 'select',
      selection: { components: [id], connections: [] },
    });
    state = editorReducer(state, { type: 'edit', design: EMPTY_DESIGN });
    expect(state.selection.components).toEqual([]);
  });
});
