import { useState } from 'react';

import { buttonClass } from '@/components/button-class';
import { DevSignInDialog } from '@/features/auth/dev-sign-in-dialog';
import { GOOGLE_SIGN_IN_URL, signOut } from '@/lib/auth/auth-client';
import { useAuthOptions, useCurrentUser, useSession } from '@/lib/auth/use-auth';

import styles from './account-area.module.css';
import { UserAvatar } from './user-avatar';

export function AccountArea() {
  const session = useSession();
  const { user } = useCurrentUser();
  if (!session) return <SignInButton />;
  return (
    <div className={styles.account}>
      {user ? (
        <>
          <UserAvatar name={user.display_name} photoUrl={user.photo_url} />
          <span className={styles.name}>{user.display_name}</span>
        </>
      ) : (
        <span className={styles.placeholder} aria-label="Loading your account" />
      )}
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

function SignInButton() {
  const options = useAuthOptions();
  const [devOpen, setDevOpen] = useState(false);
  const google = options.data?.google ?? false;
  const devLogin = options.data?.dev_login ?? false;
  const available = google || devLogin;
  const startSignIn = () => {
    if (devLogin) setDevOpen(true);
    else window.location.assign(GOOGLE_SIGN_IN_URL);
  };
  return (
    <div className={styles.account}>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        aria-disabled={!available}
        aria-describedby={available ? undefined : 'sign-in-unavailable'}
        title={available ? undefined : 'Sign-in is not available on this server'}
        onClick={available ? startSignIn : undefined}
      >
        <GoogleGlyph />
        <span>Sign In with Google</span>
      </button>
      {!available && !options.isPending && (
        <span id="sign-in-unavailable" className="visually-hidden">
          Sign-in is not available on this server. You are browsing as a guest.
        </span>
      )}
      {devLogin && (
        <DevSignInDialog
          open={devOpen}
          googleAvailable={google}
          onClose={() => {
            setDevOpen(false);
          }}
        />
      )}
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
