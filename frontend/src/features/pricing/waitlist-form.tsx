import { useId, useState, type SyntheticEvent } from 'react';

import { buttonClass } from '@/components/button-class';

import { useJoinWaitlist } from './api';
import styles from './pricing-page.module.css';

export const WAITLIST_INPUT_ID = 'waitlist-email';
// The same shape the server checks, so an obvious typo is caught without a round trip.
const EMAIL_SHAPE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const INVALID_EMAIL = 'Enter a valid email address, like ada@example.com.';

export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const join = useJoinWaitlist();
  const statusId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    setInvalid(!EMAIL_SHAPE.test(trimmed));
    if (EMAIL_SHAPE.test(trimmed)) join.mutate(trimmed);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-describedby={statusId} noValidate>
      <label htmlFor={WAITLIST_INPUT_ID} className={styles.label}>
        Email address
      </label>
      <div className={styles.formRow}>
        <input
          id={WAITLIST_INPUT_ID}
          className={styles.input}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          aria-invalid={invalid || join.isError}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
            if (!join.isIdle) join.reset();
          }}
        />
        <button type="submit" className={buttonClass('primary')} disabled={join.isPending}>
          {join.isPending ? 'Saving...' : 'Notify me'}
        </button>
      </div>
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {join.isSuccess && <span className={styles.success}>{join.data.message}</span>}
        {invalid && <span className={styles.error}>{INVALID_EMAIL}</span>}
        {join.isError && <span className={styles.error}>{join.error.message}</span>}
      </p>
    </form>
  );
}
