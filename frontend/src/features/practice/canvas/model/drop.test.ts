// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { dropAt } from './drop';
import { editorReducer, initialEditorState, type EditorState } from './editor-state';
import { COMMANDS } from './commands';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

const centreOf = (w: { x: number; y: number; width: number; height: number }) => ({
  x: w.x + w.width / 2,
  y: w.y + w.height / 2,
});

function drop(state: EditorState, x: number, y: number) {
  const { result, shift } = dropAt(state, 'server', { x, y });
  return { state: editorReducer(state, { type: 'apply', result }), shift };
}

describe('dropping from the palette', () => {
  it('centres the new component on the pointer, off the grid if need be', () => {
    const { state, shift } = drop(initialEditorState(sampleDesign(counter())), 501.4, 333.2);
    expect(shift).toEqual({ x: 0, y: 0 });
    const added = state.history.present.widgets.at(-1)!;
    expect(centreOf(added)).toEqual({ x: 501, y: 333 });
    expect(state.selection.components).toEqual([added.id]);
  });

  it('moves the origin, not the component, for a drop above and left of it', () => {
    const before = initialEditorState(sampleDesign(counter()));
    const { state, shift } = drop(before, -30, 10);
    // The corner would be at (-90, -30): four and two grid cells make room.
    expect(shift).toEqual({ x: 96, y: 48 });
    const widgets = state.history.present.widgets;
    const added = widgets.at(-1)!;
    expect(centreOf(added)).toEqual({ x: -30 + 96, y: 10 + 48 });
    expect(added.x).toBeGreaterThanOrEqual(0);
    expect(added.y).toBeGreaterThanOrEqual(0);
    // Every other component moved by as much, so none moves on screen.
    before.history.present.widgets.forEach((old, i) => {
      expect(widgets[i]).toMatchObject({ x: old.x + 96, y: old.y + 48 });
    });
    // Undo takes away the new component only: the others stay where they now are.
    const undone = editorReducer(state, {
      type: 'apply',
      result: COMMANDS.undo.perform(state),
    }).history.present.widgets;
    expect(undone).toEqual(widgets.slice(0, -1));
  });
});
