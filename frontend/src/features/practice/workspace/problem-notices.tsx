import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { MessagePage } from '@/components/message-page';
import { SignInButton } from '@/components/sign-in/sign-in-button';
import { useSession } from '@/lib/auth/use-auth';

import { PROBLEM_TIER_MESSAGE } from './use-problem';

export function MissingProblem() {
  return (
    <MessagePage
      title="Problem Not Found"
      actions={
        <Link to="/practice" className={buttonClass('primary')}>
          Back to problems
        </Link>
      }
    >
      <p>The practice problem you&apos;re looking for doesn&apos;t exist.</p>
    </MessagePage>
  );
}

/** A visitor only needs to sign in; a signed-in user below the problem's tier needs a plan. */
export function LockedProblem() {
  const session = useSession();
  return (
    <MessagePage
      eyebrow="Playground"
      title="This problem is locked"
      actions={
        <>
          {session ? (
            <Link to="/pricing" className={buttonClass('primary')}>
              Upgrade Plan
            </Link>
          ) : (
            <SignInButton variant="primary">Sign In</SignInButton>
          )}
          <Link to="/practice" className={buttonClass('secondary')}>
            Back to problems
          </Link>
        </>
      }
    >
      <p>{session ? PROBLEM_TIER_MESSAGE : 'Sign in to open this problem in the playground.'}</p>
    </MessagePage>
  );
}
