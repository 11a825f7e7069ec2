import type { ComponentType } from '@/lib/design';
import { useReactFlow } from '@xyflow/react';

import { ComponentIcon } from './component-icon';
import { PALETTE_MIME } from './design-canvas';
import { COMPONENT_CATALOGUE, COMPONENT_TYPES } from './model/component-types';
import { addComponent, GRID, COMPONENT_HEIGHT, COMPONENT_WIDTH } from './model/design';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

/** Drag a component onto the canvas, or press it (click or Enter) to add it in view. */
export function Palette({ editor }: { editor: DesignEditor }) {
  const flow = useReactFlow();

  const addInView = (type: ComponentType) => {
    const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
    const centre = pane
      ? flow.screenToFlowPosition({ x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 })
      : { x: 240, y: 240 };
    // Nudge each new one so repeated presses do not stack exactly on top of each other.
    const offset = (editor.design.widgets.length % 5) * GRID;
    const x = Math.round((centre.x - COMPONENT_WIDTH / 2 + offset) / GRID) * GRID;
    const y = Math.round((centre.y - COMPONENT_HEIGHT / 2 + offset) / GRID) * GRID;
    editor.edit(addComponent(editor.design, type, x, y));
  };

  return (
    <ul className={styles.palette} aria-label="Components">
      {COMPONENT_TYPES.map((type) => (
        <li key={type}>
          <button
            type="button"
            className={styles.paletteItem}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(PALETTE_MIME, type);
              event.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => {
              addInView(type);
            }}
            title={COMPONENT_CATALOGUE[type].description}
          >
            <ComponentIcon type={type} />
            <span>
              <span className={styles.paletteName}>{COMPONENT_CATALOGUE[type].name}</span>
              <span className={styles.paletteDescription}>
                {COMPONENT_CATALOGUE[type].description}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
