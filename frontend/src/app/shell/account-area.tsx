import { buttonClass } from '@/components/button-class';

import styles from './account-area.module.css';

/**
 * Signed-out state of the account area. Sign-in itself is wired by the sign-in work; until
 * then the button says plainly that it is not available rather than pretending to work.
 */
export function AccountArea() {
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        aria-disabled="true"
        aria-describedby="sign-in-unavailable"
        title="Sign-in is not available on this server yet"
      >
        <GoogleGlyph />
        <span>Sign In with Google</span>
      </button>
      <span id="sign-in-unavailable" className="visually-hidden">
        Sign-in is not available on this server yet.
      </span>
    </div>
  );
}

function GoogleGlyph() {
  // A plain lettered circle of our own, not the provider's logo artwork.
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className={styles.glyph}>
      <circle cx="8" cy="8" r="7.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="8" y="11.4" textAnchor="middle" fontSize="9.5" fontWeight="700" fill="currentColor">
        G
      </text>
    </svg>
  );
}
