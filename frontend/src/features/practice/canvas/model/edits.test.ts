// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { addAt, addNear, connectFacing } from './edits';
import {
  editorReducer,
  initialEditorState,
  type CommandResult,
  type EditorState,
} from './editor-state';
import { EMPTY_DESIGN } from './design';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

const apply = (state: EditorState, result: CommandResult) =>
  editorReducer(state, { type: 'apply', result });

describe('adding from the palette', () => {
  it('selects the new component and says so', () => {
    const state = initialEditorState(EMPTY_DESIGN);
    const after = apply(state, addNear(state, 'cache', { x: 500, y: 400 }));
    const [cache] = after.history.present.widgets;
    expect(cache).toMatchObject({ type: 'cache', x: 432, y: 360 });
    expect(after.selection).toEqual({ components: [cache!.id], connections: [] });
    expect(after.announcement?.text).toBe('Cache added and selected.');
    expect(after.history.past).toHaveLength(1);
  });

  it('never puts one on top of another, however often the same spot is asked for', () => {
    let state = initialEditorState(EMPTY_DESIGN);
    for (let i = 0; i < 12; i++) {
      state = apply(state, addNear(state, 'server', { x: 500, y: 400 }));
    }
    const corners = state.history.present.widgets.map((w) => `${String(w.x)},${String(w.y)}`);
    expect(new Set(corners).size).toBe(12);
    // Each announcement is new, so a screen reader reads every one.
    expect(state.announcement?.serial).toBe(12);
  });

  it('puts a dropped component where it was dropped', () => {
    const state = initialEditorState(sampleDesign(counter()));
    const result = addAt(state, 'queue', { x: 96, y: 192 });
    expect(result.design?.widgets.at(-1)).toMatchObject({ type: 'queue', x: 96, y: 192 });
  });
});

describe('connecting from the Properties panel', () => {
  it('connects by the sides that face each other and names both ends', () => {
    const state = initialEditorState(sampleDesign(counter()));
    // DNS (336, 48) to Database (576, 192): the DNS's right side faces the Database's left.
    const result = connectFacing(state, 'dns-2', 'database-4');
    const made = result?.design?.connections.at(-1);
    expect(made).toMatchObject({
      from: { widgetId: 'dns-2', position: 'right' },
      to: { widgetId: 'database-4', position: 'left' },
      properties: { protocol: 'HTTP' },
    });
    expect(result?.announce).toBe('Connected DNS to Database.');
  });

  it('refuses a component to itself, or one that is gone', () => {
    const state = initialEditorState(sampleDesign(counter()));
    expect(connectFacing(state, 'dns-2', 'dns-2')).toBeNull();
    expect(connectFacing(state, 'dns-2', 'nowhere')).toBeNull();
  });
});
