import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { buttonClass } from '@/components/button-class';

import styles from './toolbar.module.css';

/**
 * More: the toolbar's tools that have no room in its row, listed under a disclosure button.
 * The list stays mounted while closed, so Import's file picker still reports the chosen file.
 */
export function ToolbarMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      ref={menu}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Escape closes the list only, not whatever the canvas does with it.
        event.stopPropagation();
        close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={buttonClass('ghost', 'icon')}
        aria-expanded={open}
        aria-controls={id}
        aria-label="More actions"
        title="More actions"
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
          <circle cx="4" cy="10" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="16" cy="10" r="1.8" />
        </svg>
      </button>
      <div
        id={id}
        className={styles.menuList}
        hidden={!open}
        onClick={(event) => {
          // A chosen tool has done its work (or opened the file picker): the list closes.
          if ((event.target as HTMLElement).closest('button, a')) close();
        }}
      >
        {children}
      </div>
    </div>
  );
}
