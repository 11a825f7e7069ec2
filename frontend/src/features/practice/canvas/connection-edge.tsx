import type { CanvasConnection } from '@/lib/design';
import { BaseEdge, ViewportPortal, type Edge, type EdgeProps } from '@xyflow/react';
import { memo, type CSSProperties } from 'react';

import styles from './canvas.module.css';
import { useConnectionWidth } from './load-context';
import { connectionName } from './model/component-names';
import type { ConnectionRoute } from './model/connection-layout';
import { ASYNC_DASH } from './model/diagram-svg';

type ConnectionEdgeData = {
  connection: CanvasConnection;
  route: ConnectionRoute;
  /** The two components' names, as people know them. */
  from: string;
  to: string;
};
export type ConnectionFlowEdge = Edge<ConnectionEdgeData, 'connection'>;

/** A connection: its routed line, amber with an amber arrowhead when selected, as thick as
 * its traffic under a simulated load, and its protocol label, which is the button that selects it from the keyboard. */
export const ConnectionEdge = memo(function ConnectionEdge({
  id,
  selected,
  data,
}: EdgeProps<ConnectionFlowEdge>) {
  const width = useConnectionWidth(id);
  if (!data) return null;
  const { connection, route, from, to } = data;
  const { protocol, sync } = connection.properties;
  const style: CSSProperties & { '--traffic-width'?: number } =
    sync === 'Asynchronous' ? { strokeDasharray: ASYNC_DASH } : {};
  if (width !== undefined) style['--traffic-width'] = width;
  return (
    <>
      <BaseEdge
        id={id}
        path={route.path}
        markerEnd={selected ? 'url(#systemcraft-arrow-selected)' : 'url(#systemcraft-arrow)'}
        className={selected ? styles.selectedEdge : styles.edge}
        style={style}
        interactionWidth={18}
      />
      {/* In the viewport portal, after the components: the labels follow them in tab order.
          A portal keeps React's tree, so a click (or Enter) and a right-click on the label reach
          the edge's own handlers and select or delete the connection as the line does. */}
      <ViewportPortal>
        <button
          type="button"
          className={`${styles.edgeLabel} ${selected ? styles.selectedEdgeLabel : ''} nodrag nopan`}
          style={{
            transform: `translate(-50%, -50%) translate(${String(route.label.x)}px, ${String(route.label.y)}px)`,
          }}
          data-connection-label={id}
          aria-label={connectionName(protocol, from, to)}
        >
          {protocol}
        </button>
      </ViewportPortal>
    </>
  );
});
