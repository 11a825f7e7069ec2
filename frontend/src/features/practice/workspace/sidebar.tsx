import type { ReactNode } from 'react';

import styles from './workspace.module.css';

export type SidebarTab = 'components' | 'chat' | 'attempts';

const LABELS: Record<SidebarTab, string> = {
  components: 'Components',
  chat: 'Chat',
  attempts: 'Attempts',
};

interface SidebarProps {
  tabs: SidebarTab[];
  active: SidebarTab;
  onSelect: (tab: SidebarTab) => void;
  children: ReactNode;
}

/** The workspace's left column: the palette, and for tier 3+ the coach and past attempts. */
export function Sidebar({ tabs, active, onSelect, children }: SidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label="Tools" data-wide={active !== 'components'}>
      <div className={styles.tabs} role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-controls="workspace-tab-panel"
            aria-selected={active === tab}
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
