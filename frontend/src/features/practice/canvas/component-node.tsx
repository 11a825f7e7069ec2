import type { CanvasComponent } from '@/lib/design';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';

import { ComponentIcon } from './component-icon';
import styles from './canvas.module.css';

type ComponentNodeData = { component: CanvasComponent };
export type ComponentFlowNode = Node<ComponentNodeData, 'component'>;

const SIDES = [
  [Position.Top, 'top'],
  [Position.Right, 'right'],
  [Position.Bottom, 'bottom'],
  [Position.Left, 'left'],
] as const;

/** A component on the canvas: icon, name and type, with a connection point on each side. */
export const ComponentNode = memo(function ComponentNode({
  data,
  selected,
}: NodeProps<ComponentFlowNode>) {
  const { component } = data;
  return (
    <div
      className={selected ? `${styles.component} ${styles.selectedComponent}` : styles.component}
      data-testid={`component-${component.type}`}
      aria-label={`${component.name} (${component.type})`}
    >
      <ComponentIcon type={component.type} size={22} />
      <span className={styles.componentName}>{component.name}</span>
      {SIDES.map(([position, id]) => (
        <Handle key={id} id={id} type="source" position={position} className={styles.handle} />
      ))}
    </div>
  );
});
