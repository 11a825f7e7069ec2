import { useReactFlow } from '@xyflow/react';
import { useCallback, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';

import { ContextMenu, type MenuGroups, type MenuItem } from './context-menu';
import { ALIGN_NAMES, DISTRIBUTE_NAMES } from './model/arrange-commands';
import { COMMANDS, type CommandName } from './model/commands';
import type { Point } from './model/placement';
import { isTypingTarget } from './use-command-shortcuts';
import type { DesignEditor } from './use-design-editor';
import type { Rename } from './use-inline-rename';

type Target =
  | { kind: 'component'; id: string }
  | { kind: 'connection'; id: string }
  /** `at` is where the menu was opened, in the design's coordinates. */
  | { kind: 'canvas'; at: Point };

interface OpenMenu {
  target: Target;
  /** Where the menu opens, in the window's coordinates. */
  at: Point;
  /** What had the focus, to give it back when the menu closes. */
  origin: HTMLElement | null;
}

const LABELS = {
  component: 'Component actions',
  connection: 'Connection actions',
  canvas: 'Canvas actions',
};

const SHORTCUTS: Partial<Record<CommandName, string>> = {
  duplicate: 'Ctrl+D',
  delete: 'Delete',
  paste: 'Ctrl+V',
  selectAll: 'Ctrl+A',
};

/** What takes the focus back when the menu closes, for a menu opened with the mouse. */
function focusableFor(target: Target): HTMLElement | null {
  const selector =
    target.kind === 'component'
      ? `.react-flow__node[data-id="${CSS.escape(target.id)}"]`
      : target.kind === 'connection'
        ? `[data-connection-label="${CSS.escape(target.id)}"]`
        : '.react-flow';
  return document.querySelector<HTMLElement>(selector);
}

/** Shorter than the command's own label, where the menu says what it acts on. */
const MENU_LABELS: Partial<Record<CommandName, string>> = { delete: 'Delete' };

const isMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

/**
 * The canvas's context menu: right-click (or Shift+F10, or the menu key, on what has the
 * focus) on a component, a connection or the empty canvas. Each menu is a list of items in
 * `groupsFor`, so a new action is one line there.
 */
export function useCanvasMenu(
  editor: DesignEditor,
  rename: Rename,
  onFail: ((componentId: string) => void) | null,
) {
  const { state, dispatch } = editor;
  const flow = useReactFlow();
  const [open, setOpen] = useState<OpenMenu | null>(null);

  const show = useCallback(
    (target: Target, at: Point, origin: HTMLElement | null) => {
      const { selection } = state;
      // Like draw.io: what is clicked becomes the selection, unless it is already part of it.
      if (target.kind === 'component' && !selection.components.includes(target.id)) {
        dispatch({ type: 'select', selection: { components: [target.id], connections: [] } });
      }
      if (target.kind === 'connection') {
        dispatch({ type: 'select', selection: { components: [], connections: [target.id] } });
      }
      setOpen({ target, at, origin: origin ?? focusableFor(target) });
    },
    [state, dispatch],
  );

  const byMouse = useCallback(
    (event: MouseEvent, target: Target) => {
      event.preventDefault();
      show(target, { x: event.clientX, y: event.clientY }, null);
    },
    [show],
  );
  // The same handlers until the design changes: React Flow draws every component and
  // connection again when they are new (a run's playback renders the canvas every second).
  const handlers = useMemo(
    () => ({
      onNodeContextMenu: (event: MouseEvent, node: { id: string }) => {
        byMouse(event, { kind: 'component', id: node.id });
      },
      onSelectionContextMenu: (event: MouseEvent, nodes: { id: string }[]) => {
        const [first] = nodes;
        if (first) byMouse(event, { kind: 'component', id: first.id });
      },
      onEdgeContextMenu: (event: MouseEvent, edge: { id: string }) => {
        byMouse(event, { kind: 'connection', id: edge.id });
      },
      onPaneContextMenu: (event: MouseEvent | globalThis.MouseEvent) => {
        const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
        event.preventDefault();
        show({ kind: 'canvas', at }, { x: event.clientX, y: event.clientY }, null);
      },
    }),
    [byMouse, show, flow],
  );

  /** A right-click on a connection's label, which sits outside React Flow's own lines. */
  const onContextMenu = (event: MouseEvent) => {
    const label = (event.target as HTMLElement).closest<HTMLElement>('[data-connection-label]');
    const id = label?.dataset.connectionLabel;
    if (id) byMouse(event, { kind: 'connection', id });
  };

  /** Shift+F10 or the menu key on a focused component, connection label or the canvas. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isMenuKey(event) || !(event.target instanceof HTMLElement)) return;
    // In the rename field the browser's own menu, for the text, stays.
    if (isTypingTarget(event.target)) return;
    const element = event.target;
    const box = element.getBoundingClientRect();
    const corner = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const node = element.closest<HTMLElement>('.react-flow__node')?.dataset.id;
    const label = element.dataset.connectionLabel;
    event.preventDefault();
    if (node) show({ kind: 'component', id: node }, corner, element);
    else if (label) show({ kind: 'connection', id: label }, corner, element);
    else show({ kind: 'canvas', at: flow.screenToFlowPosition(corner) }, corner, element);
  };

  const command = (name: CommandName, at?: Point): MenuItem => ({
    label: MENU_LABELS[name] ?? COMMANDS[name].label,
    shortcut: SHORTCUTS[name],
    disabled: !COMMANDS[name].applies(state),
    run: () => {
      editor.run(name, at);
    },
  });

  // An item that is no editor command, such as Rename or the simulation's Fail this.
  const action = (label: string, run: () => void, shortcut?: string): MenuItem => ({
    label,
    shortcut,
    run,
  });

  const groupsFor = (target: Target): MenuGroups => {
    switch (target.kind) {
      case 'component': {
        const several = state.selection.components.length > 1;
        const edits = [command('duplicate'), command('delete')];
        if (!several) {
          const renameIt = () => {
            rename(target.id);
          };
          const named = [action('Rename', renameIt, 'F2')];
          if (!onFail) return [named, edits];
          const failIt = () => {
            onFail(target.id);
          };
          return [named, edits, [action('Fail this', failIt)]];
        }
        return [
          edits,
          ALIGN_NAMES.map((name) => command(name)),
          DISTRIBUTE_NAMES.map((name) => command(name)),
        ];
      }
      case 'connection':
        return [[command('delete')]];
      case 'canvas':
        return [[command('paste', target.at), command('selectAll')]];
    }
  };

  const close = useCallback(
    (refocus: boolean) => {
      if (refocus) open?.origin?.focus();
      setOpen(null);
    },
    [open],
  );

  const menu = open && (
    <ContextMenu
      label={LABELS[open.target.kind]}
      groups={groupsFor(open.target)}
      at={open.at}
      onClose={close}
    />
  );
  return { handlers, onKeyDown, onContextMenu, menu };
}
