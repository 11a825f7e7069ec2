import type { Side } from '@/lib/design';
import {
  Background,
  ConnectionLineType,
  ConnectionMode,
  Controls,
  ReactFlow,
  SelectionMode,
  useReactFlow,
  type Connection as FlowConnection,
} from '@xyflow/react';
import {
  useCallback,
  useMemo,
  useRef,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { AlignmentGuides } from './alignment-guides';
import { ArrowMarker } from './arrow-marker';
import { ConnectionEdge, type ConnectionFlowEdge } from './connection-edge';
import { addAt } from './model/edits';
import { NOTHING_SELECTED } from './model/editor-state';
import { DesignMinimap } from './minimap';
import { snapToGrid as snap } from './model/alignment';
import { isComponentType } from '@/lib/design/recognition';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  connect,
  GRID,
  COMPONENT_HEIGHT,
  COMPONENT_WIDTH,
} from './model/design';
import { toFlowEdges, useFlowNodes } from './to-flow';
import { useAlignmentDrag } from './use-alignment-drag';
import type { DesignEditor } from './use-design-editor';
import { useFlowChanges } from './use-flow-changes';
import { FIT_VIEW_OPTIONS } from './model/keep-in-view';
import { useKeepInView } from './use-keep-in-view';
import { ComponentNode, type ComponentFlowNode } from './component-node';
import { RenameProvider } from './rename-context';
import { useInlineRename, type Rename } from './use-inline-rename';
import { useCanvasKeys } from './use-canvas-keys';
import { useCanvasMenu } from './use-canvas-menu';
import { useKeepFocus } from './use-keep-focus';
import styles from './canvas.module.css';

// Defined once at module level so React Flow never re-mounts every node.
const NODE_TYPES = { component: ComponentNode };
const EDGE_TYPES = { connection: ConnectionEdge };
export const PALETTE_MIME = 'application/x-systemcraft-component';
const SNAP_RADIUS = 30;
const EXTENT: [[number, number], [number, number]] = [
  [0, 0],
  [CANVAS_WIDTH, CANVAS_HEIGHT],
];
const KEYBOARD_HELP =
  'Press Enter to select this component, then edit it in the Properties panel, or connect it to another with Connect to there. Arrow keys move a selected component, Delete removes it and Escape deselects it.';
/** What a screen reader hears on coming to the canvas: the keyboard's way to build a design. */
const CANVAS_HELP =
  'Tab moves through the components, then the connections. Press Enter on a component to select it; in the Properties panel, Connect to connects it to another. With a mouse, drag from a dot on a component to another component.';
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

interface DesignCanvasProps {
  editor: DesignEditor;
  /** Drawn over the canvas, such as the notice of a file action. */
  children?: ReactNode;
}

/** The canvas, with renaming on a box open to every component on it. */
export function DesignCanvas(props: DesignCanvasProps) {
  const renaming = useInlineRename(props.editor);
  return (
    <RenameProvider value={renaming.value}>
      <CanvasView {...props} rename={renaming.start} />
    </RenameProvider>
  );
}

function CanvasView({ editor, children, rename }: DesignCanvasProps & { rename: Rename }) {
  const { design, selection, edit, dispatch, run } = editor;
  const flow = useReactFlow<ComponentFlowNode, ConnectionFlowEdge>();
  const { guides, place, dragProps } = useAlignmentDrag(design.widgets);
  const { drafts, onNodesChange, onEdgesChange } = useFlowChanges(editor, place);
  const nodes = useFlowNodes(design, selection, drafts);
  const edges = useMemo(() => toFlowEdges(design, selection, drafts), [design, selection, drafts]);
  useKeepInView(design.widgets, editor.loaded);
  const canvas = useRef<HTMLDivElement>(null);
  useKeepFocus(canvas, design);
  const menu = useCanvasMenu(editor, rename);
  const onCanvasKey = useCanvasKeys(editor, rename);

  const onConnect = useCallback(
    (link: FlowConnection) => {
      const next = connect(
        design,
        { widgetId: link.source, position: (link.sourceHandle ?? 'right') as Side },
        { widgetId: link.target, position: (link.targetHandle ?? 'left') as Side },
      );
      if (next) edit(next);
    },
    [design, edit],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      const type = event.dataTransfer.getData(PALETTE_MIME);
      if (!isComponentType(type)) return;
      const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const corner = { x: snap(at.x - COMPONENT_WIDTH / 2), y: snap(at.y - COMPONENT_HEIGHT / 2) };
      dispatch({ type: 'apply', result: addAt(editor.state, type, corner) });
    },
    [editor.state, dispatch, flow],
  );

  // React Flow takes Escape on a focused component that is not selected as a press, and
  // selects it; here Escape only ever deselects, and the focus stays where it is.
  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!(event.target instanceof Element) || !event.target.matches('.react-flow__node')) return;
      event.stopPropagation();
      run('deselect');
    },
    [run],
  );

  return (
    <div
      ref={canvas}
      className={styles.canvas}
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
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(PALETTE_MIME)) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDrop={onDrop}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        {...menu.handlers}
        onNodeDoubleClick={(_, node) => {
          rename(node.id);
        }}
        tabIndex={-1}
        onPaneClick={() => {
          dispatch({ type: 'select', selection: NOTHING_SELECTED });
        }}
        onKeyDownCapture={onKeyDownCapture}
        isValidConnection={(link) => link.source !== link.target}
        connectionMode={ConnectionMode.Loose}
        connectionRadius={SNAP_RADIUS}
        connectionLineType={ConnectionLineType.SmoothStep}
        connectionLineStyle={CONNECTION_LINE_STYLE}
        edgesFocusable={false}
        ariaLabelConfig={ARIA_LABELS}
        {...dragProps}
        snapGrid={[GRID, GRID]}
        nodeExtent={EXTENT}
        translateExtent={[
          [-400, -400],
          [CANVAS_WIDTH + 400, CANVAS_HEIGHT + 400],
        ]}
        selectionMode={SelectionMode.Partial}
        multiSelectionKeyCode="Shift"
        deleteKeyCode={null}
        fitView
        fitViewOptions={FIT_VIEW_OPTIONS}
        minZoom={0.2}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
        aria-label="Design canvas"
        aria-describedby={CANVAS_HELP_ID}
      >
        <Background gap={GRID} size={1.2} />
        <Controls showInteractive={false} />
        <DesignMinimap />
        <ArrowMarker />
        <AlignmentGuides guides={guides} />
      </ReactFlow>
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
