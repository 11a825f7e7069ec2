import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useLessonAccess } from './api';
import { freeLessonsCopy } from './free-lessons';
import styles from './pricing-page.module.css';
import { WAITLIST_INPUT_ID, WaitlistForm } from './waitlist-form';

export default function PricingPage() {
  useDocumentTitle('Pricing');
  const lessons = useLessonAccess();
  const free = freeLessonsCopy(lessons.data ?? undefined);
  const freeToday = [
    free.line,
    'The problem catalogue',
    'The first five practice problems with a free account; all of them for Tier 1 members',
  ];
  return (
    <section className={styles.page} aria-labelledby="pricing-title">
      <div className={styles.card}>
        <p className={styles.badge}>Pricing</p>
        <h1 id="pricing-title" className={styles.title}>
          New Features Coming Soon
        </h1>
        <p className={styles.lead}>
          We are putting the finishing touches on plans with design reviews, coaching and mock
          interviews. Until they open, what is free today stays free.
        </p>
        <ul className={styles.included} aria-label="Free today">
          {freeToday.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {free.note && <p className={styles.note}>{free.note}</p>}
        <div className={styles.actions}>
          <Link to="/learn" className={buttonClass('primary', 'large')}>
            Start Learning for Free
          </Link>
          <a
            href="#notify"
            className={buttonClass('secondary', 'large')}
            onClick={() => {
              // Let the browser scroll to the anchor, then put the cursor in the field.
              requestAnimationFrame(() => document.getElementById(WAITLIST_INPUT_ID)?.focus());
            }}
          >
            Notify Me When Ready
          </a>
        </div>
      </div>
      <div id="notify" className={styles.notify}>
        <h2 className={styles.notifyTitle}>Hear about it first</h2>
        <p className={styles.notifyBody}>
          Leave your email and we will write once, when the new plans are ready.
        </p>
        <WaitlistForm />
      </div>
    </section>
  );
}
