import type { CanvasConnection } from '@/lib/design';
import {
  BaseEdge,
  EdgeLabelRenderer,
  getSmoothStepPath,
  type Edge,
  type EdgeProps,
} from '@xyflow/react';
import { memo } from 'react';

import styles from './canvas.module.css';
import { ASYNC_DASH, CONNECTION_CORNER_RADIUS } from './model/diagram-svg';

type ConnectionEdgeData = { connection: CanvasConnection };
export type ConnectionFlowEdge = Edge<ConnectionEdgeData, 'connection'>;

/** A connection labelled with its protocol; amber when selected. */
export const ConnectionEdge = memo(function ConnectionEdge(props: EdgeProps<ConnectionFlowEdge>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, selected, data } =
    props;
  const [path, labelX, labelY] = getSmoothStepPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
    borderRadius: CONNECTION_CORNER_RADIUS,
  });
  const properties = data?.connection.properties;
  const asynchronous = properties?.sync === 'Asynchronous';
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd="url(#systemcraft-arrow)"
        className={selected ? styles.selectedEdge : styles.edge}
        style={asynchronous ? { strokeDasharray: ASYNC_DASH } : undefined}
        interactionWidth={18}
      />
      <EdgeLabelRenderer>
        <div
          className={
            selected ? `${styles.edgeLabel} ${styles.selectedEdgeLabel}` : styles.edgeLabel
          }
          style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
        >
          {properties?.protocol}
        </div>
      </EdgeLabelRenderer>
    </>
  );
});
