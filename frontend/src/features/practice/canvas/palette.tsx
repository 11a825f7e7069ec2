import type { ComponentType } from '@/lib/design';

import type { KeyboardEvent } from 'react';

import { useCanvasHandle, type Area } from './canvas-handle';
import { ComponentIcon } from './component-icon';
import { focusComponentWhenShown } from './focus-component';
import { candidateNamed } from './model/keyboard-connect';
import { PALETTE_ITEM, PALETTE_MIME, rememberPaletteItem } from './palette-focus';
import { addNear } from './model/edits';
import { COMPONENT_CATALOGUE, COMPONENT_TYPES } from './model/component-types';
import type { DesignEditor } from './use-design-editor';
import styles from './canvas.module.css';

const NAMES = new Map<string, string>(COMPONENT_TYPES.map((t) => [t, COMPONENT_CATALOGUE[t].name]));
/** Letters typed within this long make one name. */
const TYPING_MS = 800;
let typed = { text: '', at: 0 };
const FIRST_VIEW: Area = { left: 0, top: 0, right: 800, bottom: 600 };

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
  const canvas = useCanvasHandle();

  const addInView = (type: ComponentType) => {
    // Before the canvas is up (a press in the moment it loads), where a new canvas looks first.
    const shown: Area = canvas.current?.visibleArea() ?? FIRST_VIEW;
    const centre = { x: (shown.left + shown.right) / 2, y: (shown.top + shown.bottom) / 2 };
    const result = addNear(editor.state, type, centre);
    editor.dispatch({ type: 'apply', result });
    rememberPaletteItem(type);
    const added = result.design?.widgets.at(-1);
    if (added) focusComponentWhenShown(added.id);
    // On a crowded view the nearest free spot can be out of sight: bring it into view.
    if (
      added &&
      (added.x < shown.left ||
        added.y < shown.top ||
        added.x + added.width > shown.right ||
        added.y + added.height > shown.bottom)
    ) {
      canvas.current?.centreOn({ x: added.x + added.width / 2, y: added.y + added.height / 2 });
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
