// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { COMMANDS, commandForKey, runCommand, type CommandName, type KeyPress } from './commands';
import { editorReducer, initialEditorState, type EditorState } from './editor-state';
import { EMPTY_DESIGN, updateComponent } from './design';
import { PLACEMENT_GAP } from './placement';
import { sampleDesign } from './sample-design';

function counter() {
  let next = 0;
  return (prefix: string) => `${prefix}-${String((next += 1))}`;
}

/** Client, DNS, Server and Database; client-dns, client-server and server-database. */
const start = () => initialEditorState(sampleDesign(counter()));
const [CLIENT, SERVER, DATABASE] = ['client-1', 'server-3', 'database-4'];
const [CLIENT_SERVER, SERVER_DATABASE] = ['conn-6', 'conn-7'];

const perform = (state: EditorState, name: CommandName) =>
  editorReducer(state, { type: 'apply', result: COMMANDS[name].perform(state) });
const select = (state: EditorState, components: string[], connections: string[] = []) =>
  editorReducer(state, { type: 'select', selection: { components, connections } });
const renamed = (state: EditorState) =>
  editorReducer(state, {
    type: 'edit',
    design: updateComponent(state.history.present, SERVER, { name: 'API' }),
  });
const ids = (state: EditorState) => state.history.present.widgets.map((c) => c.id);
const press = (key: string, held: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...held,
});
const ctrl = { ctrlKey: true };

/** True when no two components overlap or come closer than the gap kept for a label. */
function everyBoxApart(state: EditorState): boolean {
  const boxes = state.history.present.widgets;
  return boxes.every((a, i) =>
    boxes
      .slice(i + 1)
      .every(
        (b) =>
          a.x + a.width + PLACEMENT_GAP <= b.x ||
          b.x + b.width + PLACEMENT_GAP <= a.x ||
          a.y + a.height + PLACEMENT_GAP <= b.y ||
          b.y + b.height + PLACEMENT_GAP <= a.y,
      ),
  );
}

describe('command shortcuts', () => {
  it.each([
    [press('z', ctrl), 'undo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('Z', { ...ctrl, shiftKey: true }), 'redo'],
    [press('y', ctrl), 'redo'],
    [press('Delete'), 'delete'],
    [press('Backspace'), 'delete'],
    [press('d', ctrl), 'duplicate'],
    [press('c', { metaKey: true }), 'copy'],
    [press('v', ctrl), 'paste'],
    [press('Escape'), 'deselect'],
  ] as const)('%o runs %s', (event, name) => {
    const names = Object.keys(COMMANDS) as CommandName[];
    expect(names.filter((other) => COMMANDS[other].keyTest(event))).toEqual([name]);
  });

  it('leaves plain letters and Clear without a shortcut', () => {
    const everyCommand = Object.values(COMMANDS);
    for (const event of [press('z'), press('c'), press('v'), press('d')]) {
      expect(everyCommand.some((command) => command.keyTest(event))).toBe(false);
    }
  });

  it('runs a shortcut only when its command applies', () => {
    const state = start();
    expect(commandForKey(press('z', ctrl), state)).toBeUndefined();
    expect(commandForKey(press('z', ctrl), renamed(state))).toBe('undo');
    expect(commandForKey(press('Delete'), state)).toBeUndefined();
    expect(commandForKey(press('Delete'), select(state, [SERVER]))).toBe('delete');
  });
});

describe('undo and redo', () => {
  it('apply only when there is a step to take', () => {
    const state = start();
    expect(COMMANDS.undo.applies(state)).toBe(false);
    expect(COMMANDS.redo.applies(state)).toBe(false);
    const edited = renamed(state);
    expect(COMMANDS.undo.applies(edited)).toBe(true);
    expect(COMMANDS.redo.applies(perform(edited, 'undo'))).toBe(true);
  });

  it('step back and forward through the history', () => {
    const state = start();
    const edited = renamed(state);
    const undone = perform(edited, 'undo');
    expect(undone.history.present).toBe(state.history.present);
    expect(perform(undone, 'redo').history.present).toBe(edited.history.present);
  });

  it('drop the selection of what the step took away', () => {
    const duplicated = perform(select(start(), [SERVER]), 'duplicate');
    expect(duplicated.selection.components).toHaveLength(1);
    expect(perform(duplicated, 'undo').selection.components).toEqual([]);
  });
});

describe('deselect', () => {
  it('applies while something is selected, and clears the selection', () => {
    expect(COMMANDS.deselect.applies(start())).toBe(false);
    const chosen = select(start(), [SERVER], [CLIENT_SERVER]);
    expect(commandForKey(press('Escape'), chosen)).toBe('deselect');
    const after = perform(chosen, 'deselect');
    expect(after.selection).toEqual({ components: [], connections: [] });
    expect(after.history).toBe(chosen.history);
    expect(after.announcement?.text).toBe('Nothing selected.');
  });
});

describe('delete', () => {
  it('applies to a selection of components or connections', () => {
    expect(COMMANDS.delete.applies(start())).toBe(false);
    expect(COMMANDS.delete.applies(select(start(), [], [CLIENT_SERVER]))).toBe(true);
  });

  it('asks about a component, or about a connection when no component is chosen', () => {
    const ask = vi.fn(() => false);
    expect(runCommand('delete', select(start(), [SERVER], [CLIENT_SERVER]), ask)).toBeNull();
    expect(runCommand('delete', select(start(), [], [CLIENT_SERVER]), ask)).toBeNull();
    expect(ask.mock.calls).toEqual([['Delete this component?'], ['Delete this connection?']]);
  });

  it('removes the components, their connections and the chosen connections', () => {
    const state = select(start(), [DATABASE], [CLIENT_SERVER]);
    const result = runCommand('delete', state, () => true);
    expect(result?.design?.widgets.map((c) => c.id)).toEqual(['client-1', 'dns-2', SERVER]);
    expect(result?.design?.connections.map((c) => c.id)).toEqual(['conn-5']);
    const after = perform(state, 'delete');
    expect(after.selection).toEqual({ components: [], connections: [] });
    expect(perform(after, 'undo').history.present).toBe(state.history.present);
  });
});

describe('copy and paste', () => {
  it('copy takes the chosen components and only the connections among them', () => {
    const state = select(start(), [SERVER, DATABASE]);
    expect(COMMANDS.copy.applies(select(start(), [], [CLIENT_SERVER]))).toBe(false);
    const result = COMMANDS.copy.perform(state);
    expect(Object.keys(result)).toEqual(['clipboard']);
    expect(result.clipboard?.widgets.map((c) => c.id)).toEqual([SERVER, DATABASE]);
    expect(result.clipboard?.connections.map((c) => c.id)).toEqual([SERVER_DATABASE]);
  });

  it('copy changes neither the design, the history nor a run of typing', () => {
    const typing = editorReducer(select(start(), [SERVER]), {
      type: 'edit',
      design: updateComponent(start().history.present, SERVER, { name: 'A' }),
      key: 'server-3:name',
    });
    const copied = perform(typing, 'copy');
    expect(copied.history).toBe(typing.history);
    expect(copied.lastEditKey).toBe('server-3:name');
  });

  it('paste applies only once something was copied', () => {
    const state = select(start(), [SERVER]);
    expect(COMMANDS.paste.applies(state)).toBe(false);
    expect(COMMANDS.paste.applies(perform(state, 'copy'))).toBe(true);
  });

  it('pastes after the originals are deleted: where they stood, then beside the last paste', () => {
    const copied = perform(select(start(), [SERVER, DATABASE]), 'copy');
    const deleted = perform(copied, 'delete');
    expect(ids(deleted)).toEqual(['client-1', 'dns-2']);
    const once = perform(deleted, 'paste');
    const twice = perform(once, 'paste');
    const server = start().history.present.widgets.find((c) => c.id === SERVER);
    const pasted = twice.history.present.widgets.filter((c) => c.type === 'server');
    expect(pasted[0]).toMatchObject({ x: server?.x, y: server?.y });
    expect(everyBoxApart(twice)).toBe(true);
    expect(new Set(ids(twice)).size).toBe(6);
    expect(twice.history.present.connections).toHaveLength(3);
    const last = twice.history.present.connections.at(-1);
    expect(twice.selection.components).toEqual([last?.from.widgetId, last?.to.widgetId]);
    expect(perform(twice, 'undo').history.present).toBe(once.history.present);
  });

  it('pastes centred on the pointer when it is over free canvas', () => {
    const copied = perform(select(start(), [SERVER]), 'copy');
    const result = runCommand('paste', copied, () => true, { pointer: { x: 1260, y: 928 } });
    const copy = result?.design?.widgets.at(-1);
    expect(copy).toMatchObject({ type: 'server', x: 1200, y: 888 });
  });

  it('pastes beside a box under the pointer rather than over it or its name', () => {
    let state = perform(select(start(), [SERVER, DATABASE]), 'copy');
    const database = state.history.present.widgets.find((c) => c.id === DATABASE);
    const onIt = { x: (database?.x ?? 0) + 60, y: (database?.y ?? 0) + 40 };
    for (let i = 0; i < 6; i++) {
      const result = runCommand('paste', state, () => true, { pointer: onIt });
      state = editorReducer(state, { type: 'apply', result: result ?? {} });
      expect(everyBoxApart(state)).toBe(true);
    }
    expect(state.history.present.widgets).toHaveLength(16);
  });
});

describe('select all', () => {
  it('selects every component with Ctrl+A or Cmd+A, and says how many', () => {
    expect(commandForKey(press('a', ctrl), start())).toBe('selectAll');
    expect(commandForKey(press('a', { metaKey: true }), start())).toBe('selectAll');
    const all = perform(start(), 'selectAll');
    expect(all.selection).toEqual({ components: ids(start()), connections: [] });
    expect(all.announcement?.text).toBe('4 components selected.');
    expect(commandForKey(press('a', ctrl), perform(start(), 'clear'))).toBeUndefined();
  });
  it('keeps what was copied when a saved design loads', () => {
    const copied = perform(select(start(), [SERVER]), 'copy');
    const loaded = editorReducer(copied, { type: 'load', design: EMPTY_DESIGN });
    expect(loaded.clipboard).toBe(copied.clipboard);
  });
});

describe('duplicate', () => {
  it('puts each copy clear of every box, however often it is repeated', () => {
    let state = select(start(), [CLIENT, SERVER, DATABASE]);
    for (let i = 0; i < 5; i++) {
      state = perform(state, 'duplicate');
      expect(everyBoxApart(state)).toBe(true);
    }
    expect(state.history.present.widgets).toHaveLength(19);
  });

  it('copies the chosen components and their shared connections, and selects the copies', () => {
    const state = select(start(), [CLIENT, SERVER]);
    expect(COMMANDS.duplicate.applies(start())).toBe(false);
    const after = perform(state, 'duplicate');
    expect(after.history.present.widgets).toHaveLength(6);
    const copy = after.history.present.connections.at(-1);
    expect(after.history.present.connections).toHaveLength(4);
    expect(after.selection.components).toEqual([copy?.from.widgetId, copy?.to.widgetId]);
    expect(after.clipboard).toBe(state.clipboard);
    expect(perform(after, 'undo').history.present).toBe(state.history.present);
  });
});

describe('clear', () => {
  it('asks, then empties the canvas as one undoable edit', () => {
    const state = start();
    expect(COMMANDS.clear.applies(state)).toBe(true);
    const ask = vi.fn(() => true);
    expect(runCommand('clear', state, ask)).toEqual({ design: EMPTY_DESIGN });
    expect(ask).toHaveBeenCalledWith('Clear all components and connections?');
    const cleared = perform(state, 'clear');
    expect(COMMANDS.clear.applies(cleared)).toBe(false);
    expect(perform(cleared, 'undo').history.present).toBe(state.history.present);
  });

  it('a command that declares no question runs without asking', () => {
    const ask = vi.fn(() => false);
    expect(runCommand('undo', renamed(start()), ask)).not.toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});
