import { BookIcon, CanvasIcon, TargetIcon } from '@/components/icons';

import styles from './learn-page.module.css';

const FEATURES = [
  {
    Icon: BookIcon,
    title: 'Structured lessons',
    body: 'Topics build on each other, from the basics of scale to data storage trade-offs.',
  },
  {
    Icon: TargetIcon,
    title: 'A quiz for every lesson',
    body: 'Check what stuck with a short quiz; each answer explains why it is right.',
  },
  {
    Icon: CanvasIcon,
    title: 'Progress you can see',
    body: 'Sign in and the topics you have passed are ticked off in the sidebar.',
  },
];

export function WelcomePanel() {
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome to System Design Learning</h1>
      <p className={styles.lead}>
        Choose a topic on the left to start reading. Each lesson ends with a quiz.
      </p>
      <ul className={styles.welcomeFeatures}>
        {FEATURES.map(({ Icon, title, body }) => (
          <li key={title}>
            <span className={styles.featureIcon}>
              <Icon />
            </span>
            <div>
              <h2>{title}</h2>
              <p>{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
