import { useState } from 'react';
import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { LogoMark, MenuIcon } from '@/components/icons';

import { AccountArea } from './account-area';
import { NavList } from './nav-list';
import { SearchLauncher } from './search-launcher';
import { SideNav } from './side-nav';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={`${buttonClass('ghost', 'icon')} ${styles.menuButton}`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="side-nav"
          onClick={() => {
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </button>
        <Link to="/home" className={styles.brand}>
          <LogoMark width={26} height={26} />
          <span>Systemcraft</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <NavList layout="row" />
        </nav>
        <div className={styles.actions}>
          <SearchLauncher />
          <span className={styles.headerTheme}>
            <ThemeToggle />
          </span>
          <AccountArea />
        </div>
      </div>
      <SideNav
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
        }}
      />
    </header>
  );
}
