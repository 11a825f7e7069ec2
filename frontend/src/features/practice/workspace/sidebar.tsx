import type { KeyboardEvent, ReactNode } from 'react';

import styles from './workspace.module.css';

export type SidebarTab = 'components' | 'notes' | 'chat' | 'submissions';

const LABELS: Record<SidebarTab, string> = {
  components: 'Components',
  notes: 'Notes',
  chat: 'Chat',
  submissions: 'Attempts',
};

interface SidebarProps {
  tabs: SidebarTab[];
  active: SidebarTab;
  onSelect: (tab: SidebarTab) => void;
  children: ReactNode;
}

/**
 * The workspace's left column: the palette, the design's notes, the past submissions of a user
 * who may practise (the Attempts tab), and the coach for a user with the coach.
 */
export function Sidebar({ tabs, active, onSelect, children }: SidebarProps) {
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
  return (
    <aside className={styles.sidebar} aria-label="Tools" data-wide={active !== 'components'}>
      <div className={styles.tabs} role="tablist" aria-label="Sidebar" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-controls="workspace-tab-panel"
            aria-selected={active === tab}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => {
              onSelect(tab);
            }}
          >
            {LABELS[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="workspace-tab-panel"
        aria-labelledby={`tab-${active}`}
        className={styles.tabPanel}
        data-tab={active}
      >
        {children}
      </div>
    </aside>
  );
}
