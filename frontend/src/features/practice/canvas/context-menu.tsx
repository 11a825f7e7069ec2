import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

import styles from './context-menu.module.css';

export interface MenuItem {
  label: string;
  /** The key that does the same, shown beside the label. */
  shortcut?: string;
  disabled?: boolean;
  run: () => void;
}

/** Items in groups, drawn with a line between groups. */
export type MenuGroups = readonly (readonly MenuItem[])[];

interface ContextMenuProps {
  label: string;
  groups: MenuGroups;
  /** Where it opens, in the window's coordinates. */
  at: { x: number; y: number };
  /** `refocus` is true when the focus should go back where the menu was opened from. */
  onClose: (refocus: boolean) => void;
}

const MARGIN = 8;

const itemsIn = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
];

/**
 * A menu at the pointer, as the WAI-ARIA menu pattern has it: the first item takes the focus,
 * arrow keys, Home, End and an item's first letter move between items, Enter or Space choose,
 * and Escape or Tab closes it. A press anywhere else closes it too.
 */
export function ContextMenu({ label, groups, at, onClose }: ContextMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState(at);

  // Kept inside the window, however near its edge the menu was opened.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    setPlace({
      x: Math.max(MARGIN, Math.min(at.x, window.innerWidth - width - MARGIN)),
      y: Math.max(MARGIN, Math.min(at.y, window.innerHeight - height - MARGIN)),
    });
    itemsIn(element)[0]?.focus();
  }, [at]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside, true);
    };
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The canvas's own shortcuts wait while the menu is open.
    event.stopPropagation();
    const all = itemsIn(menu.current);
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => {
      event.preventDefault();
      all.at(next % all.length)?.focus();
    };
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(-1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const after = [...all.slice(index + 1), ...all.slice(0, index + 1)];
      after.find((item) => item.textContent.toLowerCase().startsWith(letter))?.focus();
    }
  };

  return createPortal(
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className={styles.menu}
      style={{ left: place.x, top: place.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => {
        event.preventDefault();
      }}
    >
      {groups.map((group, g) => (
        <Fragment key={g}>
          {g > 0 && <div role="separator" className={styles.separator} />}
          {group.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              aria-disabled={item.disabled || undefined}
              aria-keyshortcuts={item.shortcut?.replace(/\s/g, '')}
              onClick={() => {
                if (item.disabled) return;
                onClose(true);
                item.run();
              }}
            >
              <span>{item.label}</span>
              {item.shortcut && <kbd className={styles.shortcut}>{item.shortcut}</kbd>}
            </button>
          ))}
        </Fragment>
      ))}
    </div>,
    document.body,
  );
}
