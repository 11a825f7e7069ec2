import type { CanvasComponent } from '@/lib/design';
import { Handle, Position, useConnection, type Node, type NodeProps } from '@xyflow/react';
import { memo, useContext, useState } from 'react';

import { ComponentIcon } from './component-icon';
import { ConnectTargetContext } from './connect-target';
import { useComponentLoad } from './load-context';
import loadStyles from './load.module.css';
import { RenameField } from './rename-field';
import { useRenaming } from './rename-context';
import styles from './canvas.module.css';

type ComponentNodeData = { component: CanvasComponent };
export type ComponentFlowNode = Node<ComponentNodeData, 'component'>;

const SIDES = [
  [Position.Top, 'top'],
  [Position.Right, 'right'],
  [Position.Bottom, 'bottom'],
  [Position.Left, 'left'],
] as const;

/** A component on the canvas: icon and name (the whole name on hover), with a connection
 * point on each side; under a simulated load, coloured by how busy it is, with a badge. Outlined while a line being drawn would end on it: near one of its
 * points, anywhere over its body, or chosen from the keyboard. */
export const ComponentNode = memo(function ComponentNode({
  id,
  data,
  selected,
}: NodeProps<ComponentFlowNode>) {
  const { component } = data;
  const [under, setUnder] = useState(false);
  const drawing = useConnection((line) =>
    line.inProgress ? (line.toNode?.id === id ? 'here' : line.fromNode.id) : null,
  );
  const chosen = useContext(ConnectTargetContext) === id;
  const target = drawing === 'here' || (under && drawing !== null && drawing !== id) || chosen;
  const renaming = useRenaming(id);
  const load = useComponentLoad(id);
  const classes = [
    styles.component,
    load && loadStyles[load.state],
    selected && styles.selectedComponent,
    target && styles.targetComponent,
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={`component-${component.type}`}
      data-connection-target={target || undefined}
      title={component.name}
      onPointerEnter={() => {
        setUnder(true);
      }}
      onPointerLeave={() => {
        setUnder(false);
      }}
    >
      <ComponentIcon type={component.type} size={22} />
      {renaming ? (
        <RenameField name={component.name} />
      ) : (
        <span className={styles.componentName}>{component.name}</span>
      )}
      {load && (
        <span className={loadStyles.badge} data-state={load.state}>
          <span className="visually-hidden">Simulated load: </span>
          {load.label}
        </span>
      )}
      {SIDES.map(([position, side]) => (
        <Handle key={side} id={side} type="source" position={position} className={styles.handle} />
      ))}
    </div>
  );
});
