import type { ComponentType } from '@/lib/design';
import { useReactFlow, useStoreApi } from '@xyflow/react';

import type { KeyboardEvent } from 'react';

import { ComponentIcon } from './component-icon';
import { focusComponentWhenShown } from './focus-component';
import { candidateNamed } from './model/keyboard-connect';
import { PALETTE_ITEM, rememberPaletteItem } from './palette-focus';
import { PALETTE_MIME } from './use-palette-drop';
import { addNear } from './model/edits';
import { COMPONENT_CATALOGUE, COMPONENT_TYPES } from './model/component-types';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

const NAMES = new Map<string, string>(COMPONENT_TYPES.map((t) => [t, COMPONENT_CATALOGUE[t].name]));
/** Letters typed within this long make one name. */
const TYPING_MS = 800;
let typed = { text: '', at: 0 };

/** Up and Down move through the palette, and typing a name's first letters jumps to it. */
function onPaletteKey(event: KeyboardEvent<HTMLUListElement>) {
  const current = (event.target as Element).getAttribute(PALETTE_ITEM);
  // Any other key (Enter adding one) ends a name being typed.
  if (event.key.length !== 1) typed = { text: '', at: 0 };
  if (!current || event.ctrlKey || event.metaKey || event.altKey) return;
  const at = COMPONENT_TYPES.indexOf(current as ComponentType);
  let next: string | undefined;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const step = event.key === 'ArrowDown' ? 1 : -1;
    next = COMPONENT_TYPES[(at + step + COMPONENT_TYPES.length) % COMPONENT_TYPES.length];
  } else if (event.key.length === 1 && event.key !== ' ') {
    const now = Date.now();
    typed = { text: (now - typed.at < TYPING_MS ? typed.text : '') + event.key, at: now };
    next = candidateNamed(COMPONENT_TYPES, NAMES, typed.text, current);
  } else return;
  event.preventDefault();
  if (next) event.currentTarget.querySelector<HTMLElement>(`[${PALETTE_ITEM}="${next}"]`)?.focus();
}

/** Drag a component onto the canvas, or press it (click or Enter) to add it in free space near
 * the middle of the view, where the focus follows it. */
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
    rememberPaletteItem(type);
    const added = result.design?.widgets.at(-1);
    if (added) focusComponentWhenShown(added.id);
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
    <ul className={styles.palette} aria-label="Components" onKeyDown={onPaletteKey}>
      {COMPONENT_TYPES.map((type) => (
        <li key={type}>
          <button
            type="button"
            className={styles.paletteItem}
            draggable
            data-palette-item={type}
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
