import type { ConnectionFlowEdge } from './connection-edge';
import type { Selection } from './editor-state';
import { WIDGET_HEIGHT, WIDGET_WIDTH, type Design } from './model/design';
import type { WidgetFlowNode } from './widget-node';

type Drafts = Readonly<Record<string, { x: number; y: number }>>;

/** React Flow's view of the design: nodes and edges carry the model objects as data. */
export function toFlowNodes(
  design: Design,
  selection: Selection,
  drafts: Drafts,
): WidgetFlowNode[] {
  return design.widgets.map((widget) => ({
    id: widget.id,
    type: 'widget',
    position: drafts[widget.id] ?? { x: widget.x, y: widget.y },
    data: { widget },
    width: WIDGET_WIDTH,
    height: WIDGET_HEIGHT,
    selected: selection.widgets.includes(widget.id),
  }));
}

export function toFlowEdges(design: Design, selection: Selection): ConnectionFlowEdge[] {
  return design.connections.map((connection) => ({
    id: connection.id,
    type: 'connection',
    source: connection.from.widgetId,
    sourceHandle: connection.from.position,
    target: connection.to.widgetId,
    targetHandle: connection.to.position,
    data: { connection },
    selected: selection.connections.includes(connection.id),
  }));
}
