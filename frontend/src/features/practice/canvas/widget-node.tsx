import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';

import { ComponentIcon } from './component-icon';
import styles from './canvas.module.css';
import type { Widget } from './model/design';

export type WidgetNodeData = { widget: Widget };
export type WidgetFlowNode = Node<WidgetNodeData, 'widget'>;

const SIDES = [
  [Position.Top, 'top'],
  [Position.Right, 'right'],
  [Position.Bottom, 'bottom'],
  [Position.Left, 'left'],
] as const;

/** A component on the canvas: icon, name and type, with a connection point on each side. */
export const WidgetNode = memo(function WidgetNode({ data, selected }: NodeProps<WidgetFlowNode>) {
  const { widget } = data;
  return (
    <div
      className={selected ? `${styles.widget} ${styles.selectedWidget}` : styles.widget}
      data-testid={`widget-${widget.type}`}
      aria-label={`${widget.name} (${widget.type})`}
    >
      <ComponentIcon type={widget.type} size={22} />
      <span className={styles.widgetName}>{widget.name}</span>
      {SIDES.map(([position, id]) => (
        <Handle
          key={id}
          id={id}
          type="source"
          position={position}
          className={styles.handle}
          aria-label={`${widget.name} ${id} connection point`}
        />
      ))}
    </div>
  );
});
