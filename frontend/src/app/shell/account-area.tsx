import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { useEffect, useRef, useState } from 'react';

import { signOut, type EverywhereOutcome } from '@/lib/auth/auth-client';
import { useCurrentUser, useSession } from '@/lib/auth/use-auth';

import { AccountMenu } from './account-menu';
import styles from './account-area.module.css';

const ENDED =
  'Your sign-in here had already ended, so other devices were not signed out. Sign in, then try again.';

export function AccountArea() {
  const session = useSession();
  const { user } = useCurrentUser();
  // How the last "Sign out everywhere" ended, said beside the sign-in button it leaves.
  const [after, setAfter] = useState<Exclude<EverywhereOutcome, 'failed'> | null>(null);
  if (session && after) setAfter(null);
  const signedOut = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The menu that had the focus is gone: it goes to the sign-in button in its place.
    if (after) signedOut.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [after]);
  if (!session) {
    return (
      <div className={`${styles.account} ${styles.signedOut}`} ref={signedOut}>
        {after === 'ended' && (
          <p className={`${styles.popover} ${styles.ended}`} role="alert">
            {ENDED}
          </p>
        )}
        <SignInButton size="small">
          <GoogleGlyph />
          <span>Sign In with Google</span>
        </SignInButton>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <AccountMenu user={user} onSignedOut={setAfter} />
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
