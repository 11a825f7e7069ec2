import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { signOut } from '@/lib/auth/auth-client';
import { useCurrentUser, useSession } from '@/lib/auth/use-auth';

import { AccountMenu } from './account-menu';
import styles from './account-area.module.css';

export function AccountArea() {
  const session = useSession();
  const { user } = useCurrentUser();
  if (!session) {
    return (
      <div className={styles.account}>
        <SignInButton size="small">
          <GoogleGlyph />
          <span>Sign In with Google</span>
        </SignInButton>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <AccountMenu user={user} />
      <button
        type="button"
        className={buttonClass('ghost', 'small')}
        onClick={() => void signOut()}
      >
        Sign Out
      </button>
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
