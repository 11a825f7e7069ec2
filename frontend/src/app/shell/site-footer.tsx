import { Link } from 'react-router';

import { CodeHostIcon, LogoMark, ProfessionalNetworkIcon } from '@/components/icons';

import styles from './site-footer.module.css';

const SUPPORT_EMAIL = 'support@systemcraft.dev';

const PLATFORM_LINKS = [
  { to: '/learn', label: 'Learn' },
  { to: '/practice', label: 'Playground' },
  { to: '/problems', label: 'Problems' },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <Link to="/home" className={styles.brand}>
            <LogoMark width={24} height={24} />
            <span>Systemcraft</span>
          </Link>
          <p className={styles.tagline}>
            Learn the building blocks, then practise designing real systems.
          </p>
        </div>
        <nav aria-labelledby="footer-platform" className={styles.column}>
          <h2 id="footer-platform" className={styles.heading}>
            Platform
          </h2>
          <ul className={styles.links}>
            {PLATFORM_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support" className={styles.column}>
          <h2 id="footer-support" className={styles.heading}>
            Support
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=Hello%20Systemcraft`}>Contact</a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=Help%20with%20Systemcraft`}>Help</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>© 2025 Systemcraft. All rights reserved.</p>
        <ul className={styles.social} aria-label="Systemcraft elsewhere">
          <li>
            <a
              href="https://www.linkedin.com/company/systemcraft"
              aria-label="Systemcraft on LinkedIn"
              rel="noopener noreferrer"
              target="_blank"
            >
              <ProfessionalNetworkIcon />
            </a>
          </li>
          <li>
            <a
              href="https://github.com/systemcraft"
              aria-label="Systemcraft on GitHub"
              rel="noopener noreferrer"
              target="_blank"
            >
              <CodeHostIcon />
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
