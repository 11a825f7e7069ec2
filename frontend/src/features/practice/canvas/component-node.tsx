import type { CanvasComponent } from '@/lib/design';
import { Handle, Position, useConnection, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';

import { ComponentIcon } from './component-icon';
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
 * point on each side. Outlined while a line being drawn would end on it. */
export const ComponentNode = memo(function ComponentNode({
  id,
  data,
  selected,
}: NodeProps<ComponentFlowNode>) {
  const { component } = data;
  const target = useConnection((line) => line.inProgress && line.toNode?.id === id);
  const renaming = useRenaming(id);
  const classes = [
    styles.component,
    selected && styles.selectedComponent,
    target && styles.targetComponent,
  ];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid={`component-${component.type}`}
      data-connection-target={target || undefined}
      title={component.name}
    >
      <ComponentIcon type={component.type} size={22} />
      {renaming ? (
        <RenameField name={component.name} />
      ) : (
        <span className={styles.componentName}>{component.name}</span>
      )}
      {SIDES.map(([position, side]) => (
        <Handle key={side} id={side} type="source" position={position} className={styles.handle} />
      ))}
    </div>
  );
});
