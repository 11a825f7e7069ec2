import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { useCurrentUser, useSession } from '@/lib/auth/use-auth';

import styles from './problems.module.css';
import type { PracticeProblemSummary } from './types';

/** SPEC §2's three card actions: sign in, upgrade, or start. */
export function CardAction({ problem }: { problem: PracticeProblemSummary }) {
  const session = useSession();
  const { user } = useCurrentUser();
  if (!session) {
    return (
      <div className={styles.action}>
        <span className={styles.actionNote}>Sign In Required</span>
        <SignInButton variant="primary" size="small">
          Sign In
        </SignInButton>
      </div>
    );
  }
  const needed = Math.max(1, problem.required_tier_id);
  if (!user) return <div className={styles.action} aria-busy="true" />;
  if (user.tier_id < needed) {
    return (
      <div className={styles.action}>
        <span className={styles.actionNote}>Tier {needed}+ Required</span>
        <Link to="/pricing" className={buttonClass('secondary', 'small')}>
          Upgrade Plan
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.action}>
      <Link to={`/practice/${problem.id}`} className={buttonClass('primary', 'small')}>
        Start Practice
      </Link>
    </div>
  );
}
