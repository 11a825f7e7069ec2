import type { KeyboardEvent, ReactNode } from 'react';

import { TAB_LABELS, type WorkspaceTab } from './workspace-tabs';
import styles from './workspace.module.css';

/** Beside the canvas: the tools on the left, the inspector on the right; on a phone, the
 * sheet under the canvas that holds every tab. */
export type PanelPlace = 'tools' | 'inspector' | 'sheet';

interface PanelTabsProps {
  place: PanelPlace;
  tabs: WorkspaceTab[];
  active: WorkspaceTab;
  onSelect: (tab: WorkspaceTab) => void;
  /** Above the tabs, such as the phone sheet's grab handle. */
  top?: ReactNode;
  children: ReactNode;
}

/**
 * A column of the workspace: its tabs, then the chosen tab's panel. A place with one tab shows
 * the panel alone. Its width never depends on the tab, so the canvas beside it stays put.
 */
export function PanelTabs(props: PanelTabsProps) {
  const { place, tabs, active, onSelect, top, children } = props;
  const panelId = `${place}-tab-panel`;
  // ARIA tabs: arrow keys, Home and End move between tabs; Tab moves into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const at = tabs.indexOf(active);
    let next: number | undefined;
    if (event.key in moves) next = (at + (moves[event.key] ?? 0) + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    document.getElementById(`tab-${tab}`)?.focus();
  };
  // The inspector holds the Properties panel, itself a complementary landmark; landmarks do
  // not nest, so only the tools column is one.
  const Column = place === 'tools' ? 'aside' : 'div';
  return (
    <Column
      className={styles.column}
      data-place={place}
      aria-label={place === 'tools' ? 'Tools' : undefined}
    >
      {top}
      {tabs.length > 1 && (
        <div
          className={styles.tabs}
          role="tablist"
          aria-label={LIST_LABELS[place]}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`tab-${tab}`}
              aria-controls={panelId}
              aria-selected={active === tab}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => {
                onSelect(tab);
              }}
            >
              {TAB_LABELS[tab]}
            </button>
          ))}
        </div>
      )}
      <div
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={panelId}
        aria-labelledby={tabs.length > 1 ? `tab-${active}` : undefined}
        className={styles.tabPanel}
        data-tab={active}
      >
        {children}
      </div>
    </Column>
  );
}

const LIST_LABELS: Record<PanelPlace, string> = {
  tools: 'Sidebar',
  inspector: 'Inspector',
  sheet: 'Panels',
};
