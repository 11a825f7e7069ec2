import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { useCurrentUser, useSession } from '@/lib/auth/use-auth';

import { problemAccess } from './problem-access';
import styles from './problems.module.css';
import type { PracticeProblemSummary } from './types';

/** A problem card's three actions: sign in, upgrade, or start. */
export function CardAction({ problem }: { problem: PracticeProblemSummary }) {
  const session = useSession();
  const { user } = useCurrentUser();
  const access = problemAccess(session !== null, user, problem);
  if (access.kind === 'sign-in') {
    return (
      <div className={styles.action}>
        <span className={styles.actionNote}>Sign In Required</span>
        <SignInButton variant="primary" size="small">
          Sign In
        </SignInButton>
      </div>
    );
  }
  if (access.kind === 'loading') return <div className={styles.action} aria-busy="true" />;
  if (access.kind === 'upgrade') {
    return (
      <div className={styles.action}>
        <span className={styles.actionNote}>Tier {access.tier}+ Required</span>
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
