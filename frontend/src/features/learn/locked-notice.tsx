import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { useSession } from '@/lib/auth/use-auth';

import styles from './learn-page.module.css';

interface LockedNoticeProps {
  /** The server's words for why it is locked. */
  message: string;
  /** What the reader wanted to open, as in 'Sign in to read {what}'. */
  what: string;
  tier: number;
}

/**
 * A lesson or quiz above the reader's tier, with the way forward: a visitor signs in (their
 * account may have the tier), a signed-in reader sees the plans.
 */
export function LockedNotice({ message, what, tier }: LockedNoticeProps) {
  const signedIn = useSession() !== null;
  return (
    <div className={styles.locked}>
      <p className={styles.lockedMessage}>{message}</p>
      <p>
        {signedIn
          ? `Your plan does not include Tier ${String(tier)} yet: the pricing page says what is coming.`
          : `Sign in with an account on Tier ${String(tier)} or above to open ${what}.`}
      </p>
      {signedIn ? (
        <Link to="/pricing" className={buttonClass('primary')}>
          Upgrade Plan
        </Link>
      ) : (
        <SignInButton variant="primary">Sign In</SignInButton>
      )}
    </div>
  );
}
