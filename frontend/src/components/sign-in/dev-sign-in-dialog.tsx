import { useState, type SyntheticEvent } from 'react';

import { buttonClass } from '@/components/button-class';
import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';
import { startDevSignIn, startGoogleSignIn } from '@/lib/auth/auth-client';

import styles from './dev-sign-in-dialog.module.css';

const TIERS = [
  { value: 0, label: 'Tier 0: free (lessons, quizzes, the first problems)' },
  { value: 1, label: 'Tier 1: every practice problem' },
  { value: 2, label: 'Tier 2' },
  { value: 3, label: 'Tier 3: design coach and assessment' },
];

interface DevSignInDialogProps {
  open: boolean;
  googleAvailable: boolean;
  onClose: () => void;
}

/** Local development only: sign in as anyone, at any tier, to try every part of the app. */
export function DevSignInDialog({ open, googleAvailable, onClose }: DevSignInDialogProps) {
  const { ref, closeOnBackdrop } = useModalDialog(open, onClose);
  const [name, setName] = useState('');
  const [tier, setTier] = useState(3);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    startDevSignIn(name.trim(), tier);
  };

  return (
    <dialog
      ref={ref}
      className={modal.dialog}
      aria-labelledby="dev-sign-in-title"
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.badge}>Development sign-in</p>
        <h2 id="dev-sign-in-title" className={styles.title}>
          Sign in to try the app locally
        </h2>
        <p className={styles.note}>
          This server runs with development sign-in on. Pick any name and tier; no password is
          needed. It is never available on a public server.
        </p>
        <label className={styles.field}>
          <span>Name</span>
          <input
            required
            maxLength={40}
            pattern="[A-Za-z0-9][A-Za-z0-9 ._\-]*"
            title="Letters, digits, spaces, dots, dashes and underscores"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            autoComplete="off"
            placeholder="Ada"
          />
        </label>
        <label className={styles.field}>
          <span>Tier</span>
          <select
            value={tier}
            onChange={(event) => {
              setTier(Number(event.target.value));
            }}
          >
            {TIERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('ghost')} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('primary')}>
            Sign in
          </button>
        </div>
        {googleAvailable && (
          // A button, not a link: the sign-in must start here to store this tab's state.
          <button type="button" className={styles.google} onClick={startGoogleSignIn}>
            Or continue with Google
          </button>
        )}
      </form>
    </dialog>
  );
}
