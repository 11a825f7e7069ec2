import { NavLink } from 'react-router';

import { NAV_ITEMS } from './nav-links';
import styles from './nav-list.module.css';

interface NavListProps {
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

/** NavLink marks the active route with aria-current="page"; the styles key off that. */
export function NavList({ layout, onNavigate }: NavListProps) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.column}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={item.featured ? `${styles.link} ${styles.featured}` : styles.link}
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
