import type { Side } from '@/lib/design';
import {
  Background,
  ConnectionMode,
  Controls,
  MiniMap,
  ReactFlow,
  SelectionMode,
  useReactFlow,
  type Connection as FlowConnection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import { useCallback, useMemo, useState, type DragEvent, type MouseEvent } from 'react';

import { AlignmentGuides } from './alignment-guides';
import { ArrowMarker } from './arrow-marker';
import { ConnectionEdge, type ConnectionFlowEdge } from './connection-edge';
import { NOTHING_SELECTED } from './editor-state';
import { snapToGrid as snap } from './model/alignment';
import { isComponentType } from '@/lib/design/recognition';
import {
  addComponent,
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  connect,
  GRID,
  moveComponent,
  removeConnections,
  COMPONENT_HEIGHT,
  COMPONENT_WIDTH,
} from './model/design';
import { toFlowEdges, useFlowNodes } from './to-flow';
import { useAlignmentDrag } from './use-alignment-drag';
import type { DesignEditor } from './use-design-editor';
import { ComponentNode, type ComponentFlowNode } from './component-node';
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

type XY = { x: number; y: number };
const samePosition = (a: XY | undefined, b: XY) => a?.x === b.x && a.y === b.y;

export function DesignCanvas({ editor }: { editor: DesignEditor }) {
  const { design, selection, edit, dispatch } = editor;
  const flow = useReactFlow<ComponentFlowNode, ConnectionFlowEdge>();
  const [drafts, setDrafts] = useState<Record<string, XY>>({});
  const nodes = useFlowNodes(design, selection, drafts);
  const { guides, place, dragProps } = useAlignmentDrag(design.widgets);
  const edges = useMemo(() => toFlowEdges(design, selection), [design, selection]);

  const onNodesChange = useCallback(
    (changes: NodeChange<ComponentFlowNode>[]) => {
      let moving: Record<string, XY> = {};
      let finished = false;
      const selected = new Set(selection.components);
      let selectionChanged = false;
      for (const change of changes) {
        if (change.type === 'position' && change.position) moving[change.id] = change.position;
        if (change.type === 'position' && change.dragging === false) finished = true;
        if (change.type === 'select') {
          selectionChanged = true;
          if (change.selected) selected.add(change.id);
          else selected.delete(change.id);
        }
      }
      moving = place(moving);
      if (selectionChanged) {
        dispatch({ type: 'select', selection: { ...selection, components: [...selected] } });
      }
      if (finished) {
        // One undo step for the whole drag, however many components moved. The edit happens
        // here, not inside a state updater, which React may run twice.
        let next = design;
        for (const [id, at] of Object.entries({ ...drafts, ...moving })) {
          next = moveComponent(next, id, at.x, at.y);
        }
        edit(next);
        setDrafts({});
      } else if (Object.entries(moving).some(([id, at]) => !samePosition(drafts[id], at))) {
        // Only a change of cell or alignment re-renders, not every pointer move.
        setDrafts((current) => ({ ...current, ...moving }));
      }
    },
    [design, selection, drafts, edit, dispatch, place],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<ConnectionFlowEdge>[]) => {
      const selected = new Set(selection.connections);
      let changed = false;
      for (const change of changes) {
        if (change.type !== 'select') continue;
        changed = true;
        if (change.selected) selected.add(change.id);
        else selected.delete(change.id);
      }
      if (changed) {
        dispatch({ type: 'select', selection: { ...selection, connections: [...selected] } });
      }
    },
    [selection, dispatch],
  );

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

  const onEdgeContextMenu = useCallback(
    (event: MouseEvent, edge: ConnectionFlowEdge) => {
      event.preventDefault();
      if (window.confirm('Delete this connection?')) edit(removeConnections(design, [edge.id]));
    },
    [design, edit],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      event.preventDefault();
      const type = event.dataTransfer.getData(PALETTE_MIME);
      if (!isComponentType(type)) return;
      const at = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      edit(
        addComponent(
          design,
          type,
          snap(at.x - COMPONENT_WIDTH / 2),
          snap(at.y - COMPONENT_HEIGHT / 2),
        ),
      );
    },
    [design, edit, flow],
  );

  return (
    <div
      className={styles.canvas}
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
        onEdgeContextMenu={onEdgeContextMenu}
        onPaneClick={() => {
          dispatch({ type: 'select', selection: NOTHING_SELECTED });
        }}
        isValidConnection={(link) => link.source !== link.target}
        connectionMode={ConnectionMode.Loose}
        connectionRadius={SNAP_RADIUS}
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
        fitViewOptions={{ maxZoom: 1.1, padding: 0.2 }}
        minZoom={0.2}
        maxZoom={2}
        proOptions={{ hideAttribution: true }}
        aria-label="Design canvas"
      >
        <Background gap={GRID} size={1.2} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable className={styles.minimap} />
        <ArrowMarker />
        <AlignmentGuides guides={guides} />
      </ReactFlow>
    </div>
  );
}
