import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { SignInButton } from '@/components/sign-in/sign-in-button';

import type { SimulationFailure } from './outcome';
import { failureText } from './outcome-text';
import styles from './panel.module.css';

interface RunProblemProps {
  problem: SimulationFailure;
  onRetry: () => void;
}

/** Why the last run has no result, in words, with the way forward. */
export function RunProblem({ problem, onRetry }: RunProblemProps) {
  return (
    <div className={styles.problem} role="alert">
      <p>{failureText(problem)}</p>
      {problem.kind === 'signed-out' && (
        <SignInButton variant="primary" size="small">
          Sign in
        </SignInButton>
      )}
      {problem.kind === 'upgrade' && (
        <Link to="/pricing" className={buttonClass('primary', 'small')}>
          See the plans
        </Link>
      )}
      {(problem.kind === 'busy' || problem.kind === 'offline') && (
        <button type="button" className={buttonClass('secondary', 'small')} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
