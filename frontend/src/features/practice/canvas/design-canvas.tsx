import {
  Background,
  ConnectionLineType,
  ConnectionMode,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  SelectionMode,
  useReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { DesignLoad } from '@/lib/load';
import { useCallback, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { AlignmentGuides } from './alignment-guides';
import { ArrowMarker } from './arrow-marker';
import { ConnectionEdge, type ConnectionFlowEdge } from './connection-edge';
import { NOTHING_SELECTED } from './model/editor-state';
import { DesignMinimap } from './minimap';
import { CANVAS_HEIGHT, CANVAS_WIDTH, EMPTY_DESIGN, GRID } from './model/design';
import { toFlowEdges, useFlowNodes, useRoutes } from './to-flow';
import { useAlignmentDrag } from './use-alignment-drag';
import type { DesignEditor } from './use-design-editor';
import { useFlowChanges } from './use-flow-changes';
import { useKeepInView } from './use-keep-in-view';
import { usePaletteDrop } from './use-palette-drop';
import { useAfterPaint } from './use-after-paint';
import { useKeyboardConnect } from './use-keyboard-connect';
import { useLink } from './use-link';
import { useMouseConnect } from './use-mouse-connect';
import type { Notice } from './use-notice';
import { onAddKey } from './palette-focus';
import { ConnectTargetContext } from './connect-target';
import { LoadContext, useLoadStore } from './load-context';
import { HandleScale } from './handle-scale';
import { ComponentNode, type ComponentFlowNode } from './component-node';
import { RenameProvider } from './rename-context';
import { useInlineRename, type Rename } from './use-inline-rename';
import { useCanvasKeys } from './use-canvas-keys';
import { useProvideCanvasHandle } from './use-canvas-handle';
import { useCanvasMenu } from './use-canvas-menu';
import { useKeepFocus } from './use-keep-focus';
import styles from './canvas.module.css';

// Defined once at module level so React Flow never re-mounts every node.
const NODE_TYPES = { component: ComponentNode };
const EDGE_TYPES = { connection: ConnectionEdge };
const SNAP_RADIUS = 30;
const EXTENT: [[number, number], [number, number]] = [
  [0, 0],
  [CANVAS_WIDTH, CANVAS_HEIGHT],
];
// React Flow copies each of its props into its store whenever the value is a new one, and
// every part of the canvas that reads the store runs its selector again (one per connection
// label among them): the props below are made once, not on every render (the run's playback
// renders the canvas every simulated second).
const PAN_EXTENT: [[number, number], [number, number]] = [
  [-400, -400],
  [CANVAS_WIDTH + 400, CANVAS_HEIGHT + 400],
];
const SNAP_GRID: [number, number] = [GRID, GRID];
const PRO_OPTIONS = { hideAttribution: true };
const isValidConnection = (link: { source: string; target: string }) => link.source !== link.target;
const KEYBOARD_HELP =
  'Press C to connect this component to another, or Shift+C to connect another to it: the arrow keys or typing a name choose the other, Enter connects and Escape cancels. Press N to add another component from the palette. Enter selects this component to edit it in the Properties panel; arrow keys move a selected component, F2 renames it, Shift+F10 opens its menu, Delete removes it and Escape deselects it.';
/** What a screen reader hears on coming to the canvas: the keyboard's way to build a design. */
const CANVAS_HELP =
  'Tab moves through the components, then the connections. On a component, press C to connect it to another (Shift+C for one to it), choose the other with the arrow keys or by typing its name, and press Enter; press N to add a component from the palette, where Enter adds it and brings you back here. In the Properties panel, Connect to does the same. With a mouse, drag from a dot on a component onto another component.';
const CANVAS_HELP_ID = 'design-canvas-help';
/** What React Flow says to screen readers, in the canvas's words. */
const ARIA_LABELS = {
  'node.a11yDescription.default': KEYBOARD_HELP,
  // React Flow reads this one while the keyboard is enabled, despite its name.
  'node.a11yDescription.keyboardDisabled': KEYBOARD_HELP,
  'node.a11yDescription.ariaLiveMessage': ({ direction }: { direction: string }) =>
    `Moved the selected component ${direction}.`,
};
/** The line being drawn from a connection point, in the accent colour so it stands out. */
const CONNECTION_LINE_STYLE = { stroke: 'var(--color-accent)', strokeWidth: 2.2 };

export interface DesignCanvasProps {
  editor: DesignEditor;
  /** A simulated load to draw: components coloured by how busy they are, lines by traffic. */
  load?: DesignLoad | null;
  /** "Fail this" in a component's menu, where the simulation is offered. */
  onFail?: ((componentId: string) => void) | null;
  /** Drawn over the canvas, such as the notice of a file action. */
  children?: ReactNode;
  /** Shows a message over the canvas, such as why a connection was not made. */
  onNotice?: (notice: Notice) => void;
}

/** The canvas, with renaming on a box open to every component on it. React Flow comes with
 * it, in a chunk of its own: the workspace around it paints first. */
export default function DesignCanvas(props: DesignCanvasProps) {
  return (
    <ReactFlowProvider>
      <RenamingCanvas {...props} />
    </ReactFlowProvider>
  );
}

function RenamingCanvas(props: DesignCanvasProps) {
  const renaming = useInlineRename(props.editor);
  useProvideCanvasHandle();
  return (
    <RenameProvider value={renaming.value}>
      <CanvasView {...props} rename={renaming.start} />
    </RenameProvider>
  );
}

function CanvasView({
  editor,
  children,
  onNotice,
  load = null,
  onFail = null,
  rename,
}: DesignCanvasProps & { rename: Rename }) {
  const { design, selection, dispatch, run } = editor;
  const { guides, place, dragProps } = useAlignmentDrag(design.widgets);
  const { drafts, onNodesChange, onEdgesChange } = useFlowChanges(editor, place);
  // React Flow sets up with an empty design and draws this one after: two shorter tasks than
  // the one long one of doing both at once.
  const populated = useAfterPaint();
  const drawn = populated ? design : EMPTY_DESIGN;
  const nodes = useFlowNodes(drawn, selection, drafts);
  const routes = useRoutes(drawn, drafts);
  const edges = useMemo(() => toFlowEdges(drawn, selection, routes), [drawn, selection, routes]);
  const canvas = useRef<HTMLDivElement>(null);
  const fitViewOptions = useKeepInView(design.widgets, editor.loaded, canvas, populated);
  const flow = useReactFlow<ComponentFlowNode, ConnectionFlowEdge>();
  useKeepFocus(canvas, design);
  const menu = useCanvasMenu(editor, rename, onFail);
  const loadStore = useLoadStore(load);
  const onCanvasKey = useCanvasKeys(editor, rename, fitViewOptions);

  const link = useLink(editor, onNotice);
  const { onConnect, onConnectEnd } = useMouseConnect(editor, link);
  const keyboard = useKeyboardConnect(editor, link);

  const { onDragOver, onDrop } = usePaletteDrop(editor);

  // React Flow takes Escape on a focused component that is not selected as a press, and
  // selects it; here Escape only ever deselects, and the focus stays where it is.
  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent) => {
      if (keyboard.onKey(event) || onAddKey(event, dispatch)) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (event.key !== 'Escape') return;
      if (!(event.target instanceof Element) || !event.target.matches('.react-flow__node')) return;
      event.stopPropagation();
      run('deselect');
    },
    [run, keyboard, dispatch],
  );

  const onNodeDoubleClick = useCallback(
    (_: unknown, node: { id: string }) => {
      rename(node.id);
    },
    [rename],
  );
  const onPaneClick = useCallback(() => {
    dispatch({ type: 'select', selection: NOTHING_SELECTED });
  }, [dispatch]);

  return (
    <div
      ref={canvas}
      className={styles.canvas}
      data-playing={load?.playing || undefined}
      onKeyDown={(event) => {
        menu.onKeyDown(event);
        onCanvasKey(event);
      }}
      onContextMenu={menu.onContextMenu}
      onPointerMove={(event) => {
        editor.setPointer(flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
      }}
      onPointerLeave={() => {
        editor.setPointer(null);
      }}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <ConnectTargetContext.Provider value={keyboard.connecting?.other ?? null}>
        <LoadContext.Provider value={loadStore}>
          <ReactFlow
            nodes={nodes}
            edges={edges}
            nodeTypes={NODE_TYPES}
            edgeTypes={EDGE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onConnectEnd={onConnectEnd}
            {...menu.handlers}
            onNodeDoubleClick={onNodeDoubleClick}
            tabIndex={-1}
            onPaneClick={onPaneClick}
            onKeyDownCapture={onKeyDownCapture}
            isValidConnection={isValidConnection}
            connectionMode={ConnectionMode.Loose}
            connectionRadius={SNAP_RADIUS}
            connectionLineType={ConnectionLineType.SmoothStep}
            connectionLineStyle={CONNECTION_LINE_STYLE}
            edgesFocusable={false}
            ariaLabelConfig={ARIA_LABELS}
            {...dragProps}
            snapGrid={SNAP_GRID}
            nodeExtent={EXTENT}
            translateExtent={PAN_EXTENT}
            selectionMode={SelectionMode.Partial}
            multiSelectionKeyCode="Shift"
            deleteKeyCode={null}
            minZoom={0.2}
            maxZoom={2}
            proOptions={PRO_OPTIONS}
            aria-label="Design canvas"
            aria-describedby={CANVAS_HELP_ID}
          >
            <Background gap={GRID} size={1.2} />
            <Controls showInteractive={false} fitViewOptions={fitViewOptions} />
            <DesignMinimap />
            <ArrowMarker />
            <AlignmentGuides guides={guides} />
            <HandleScale />
          </ReactFlow>
        </LoadContext.Provider>
      </ConnectTargetContext.Provider>
      {keyboard.connecting && (
        <p className={styles.connectingHint} aria-hidden="true">
          Connect {keyboard.describe(keyboard.connecting)}: Enter connects, Escape cancels.
        </p>
      )}
      {menu.menu}
      {children}
      <p id={CANVAS_HELP_ID} hidden>
        {CANVAS_HELP}
      </p>
      <p className="visually-hidden" aria-live="polite">
        <span key={editor.state.announcement?.serial}>{editor.state.announcement?.text}</span>
      </p>
    </div>
  );
}
