import type { ComponentType } from '@/lib/design';
import { useReactFlow, useStoreApi } from '@xyflow/react';

import { ComponentIcon } from './component-icon';
import { PALETTE_MIME } from './use-palette-drop';
import { addNear } from './model/edits';
import { COMPONENT_CATALOGUE, COMPONENT_TYPES } from './model/component-types';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

/** Drag a component onto the canvas, or press it (click or Enter) to add it in free space near
 * the middle of the view. */
export function Palette({ editor }: { editor: DesignEditor }) {
  const flow = useReactFlow();
  const flowStore = useStoreApi();

  const addInView = (type: ComponentType) => {
    const pane = flowStore.getState().domNode?.getBoundingClientRect();
    if (!pane) return;
    const topLeft = flow.screenToFlowPosition({ x: pane.left, y: pane.top });
    const bottomRight = flow.screenToFlowPosition({ x: pane.right, y: pane.bottom });
    const centre = { x: (topLeft.x + bottomRight.x) / 2, y: (topLeft.y + bottomRight.y) / 2 };
    const result = addNear(editor.state, type, centre);
    editor.dispatch({ type: 'apply', result });
    const added = result.design?.widgets.at(-1);
    // On a crowded view the nearest free spot can be out of sight: bring it into view.
    if (
      added &&
      (added.x < topLeft.x ||
        added.y < topLeft.y ||
        added.x + added.width > bottomRight.x ||
        added.y + added.height > bottomRight.y)
    ) {
      void flow.setCenter(added.x + added.width / 2, added.y + added.height / 2, {
        zoom: flow.getZoom(),
        duration: 200,
      });
    }
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
            <span className={styles.paletteIcon}>
              <ComponentIcon type={type} size={24} />
            </span>
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
