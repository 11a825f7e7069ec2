import type { EdgeChange, NodeChange } from '@xyflow/react';
import { useCallback, useState } from 'react';

import type { ConnectionFlowEdge } from './connection-edge';
import type { ComponentFlowNode } from './component-node';
import { moveComponent } from './model/design';
import type { DesignEditor } from './use-design-editor';

type XY = { x: number; y: number };
type Positions = Record<string, XY>;
const samePosition = (a: XY | undefined, b: XY) => a?.x === b.x && a.y === b.y;

/**
 * React Flow's changes turned into the editor's: selection as React Flow reports it, and
 * drags, shown as drafts while they last and committed as one undo step when they end.
 * `place` snaps what is being dragged (alignment guides and the grid).
 */
export function useFlowChanges(editor: DesignEditor, place: (moving: Positions) => Positions) {
  const { design, selection, edit, dispatch } = editor;
  const [drafts, setDrafts] = useState<Positions>({});

  const onNodesChange = useCallback(
    (changes: NodeChange<ComponentFlowNode>[]) => {
      let moving: Positions = {};
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

  return { drafts, onNodesChange, onEdgesChange };
}
