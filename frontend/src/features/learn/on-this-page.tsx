import { Link } from 'react-router';

import { outlineEntries } from './outline';
import type { SectionData } from './types';
import styles from './learn-page.module.css';

export function OnThisPage({ sections }: { sections: SectionData[] }) {
  const entries = outlineEntries(sections);
  return (
    <div className={styles.outlineInner}>
      {entries.length > 0 && (
        <nav aria-labelledby="on-this-page">
          <h2 id="on-this-page" className={styles.outlineTitle}>
            On This Page
          </h2>
          <ol className={styles.outlineList}>
            {entries.map(({ anchor, label }) => (
              <li key={anchor}>
                <a href={`#${anchor}`}>{label}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <aside className={styles.promo} aria-labelledby="promo-title">
        <p className={styles.promoBadge}>New Features</p>
        <h2 id="promo-title">Design it yourself</h2>
        <p>Put this lesson to work: sketch a real system on the canvas and check your design.</p>
        <Link to="/practice">Open the playground</Link>
      </aside>
    </div>
  );
}
