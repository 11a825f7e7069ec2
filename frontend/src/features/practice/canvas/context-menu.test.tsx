// @vitest-environment jsdom
/** The context menu as a keyboard user meets it: the WAI-ARIA menu pattern's keys. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ContextMenu, type MenuGroups } from './context-menu';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
const ran: string[] = [];
const onClose = vi.fn();

const item = (label: string, disabled = false) => ({
  label,
  disabled,
  run: () => ran.push(label),
});
const GROUPS: MenuGroups = [
  [item('Rename'), item('Duplicate')],
  [item('Delete', true), item('Detach')],
];

const focused = () => document.activeElement?.textContent;
const press = (key: string) => {
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
};

beforeEach(() => {
  ran.length = 0;
  onClose.mockReset();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => {
    root.render(
      <ContextMenu label="Actions" groups={GROUPS} at={{ x: 10, y: 10 }} onClose={onClose} />,
    );
  });
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  host.remove();
});

describe('ContextMenu', () => {
  it('is a menu of items in groups, the first item focused', () => {
    const menu = document.querySelector('[role="menu"]');
    expect(menu?.getAttribute('aria-label')).toBe('Actions');
    expect(document.querySelectorAll('[role="menuitem"]')).toHaveLength(4);
    expect(document.querySelectorAll('[role="separator"]')).toHaveLength(1);
    expect(focused()).toBe('Rename');
  });

  it('moves with the arrows, Home, End and first letters, round the ends', () => {
    press('ArrowUp');
    expect(focused()).toBe('Detach');
    press('ArrowDown');
    expect(focused()).toBe('Rename');
    press('End');
    expect(focused()).toBe('Detach');
    press('Home');
    press('d');
    expect(focused()).toBe('Duplicate');
    press('d');
    expect(focused()).toBe('Delete');
  });

  it('runs a chosen item after closing, and never a disabled one', () => {
    press('ArrowDown');
    act(() => {
      (document.activeElement as HTMLElement).click();
    });
    expect(ran).toEqual(['Duplicate']);
    expect(onClose).toHaveBeenCalledWith(true);
    onClose.mockReset();
    const disabled = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')][2];
    expect(disabled?.getAttribute('aria-disabled')).toBe('true');
    act(() => {
      disabled?.click();
    });
    expect(ran).toEqual(['Duplicate']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape, giving the focus back, and on a press elsewhere, leaving it', () => {
    press('Escape');
    expect(onClose).toHaveBeenLastCalledWith(true);
    act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(onClose).toHaveBeenLastCalledWith(false);
  });

  it('keeps its keys from the canvas behind it', () => {
    const behind = vi.fn();
    window.addEventListener('keydown', behind);
    press('Delete');
    window.removeEventListener('keydown', behind);
    expect(behind).not.toHaveBeenCalled();
  });
});
