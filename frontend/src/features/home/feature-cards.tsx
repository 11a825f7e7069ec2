import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

import { BookIcon, CanvasIcon, TargetIcon } from '@/components/icons';

import styles from './home-page.module.css';

interface Feature {
  title: string;
  body: string;
  to: string;
  cta: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const FEATURES: Feature[] = [
  {
    title: 'Comprehensive learning material',
    body: 'Short, structured lessons on caching, databases, queues, consistency and the rest of the toolkit, each with diagrams and a quiz to check what stuck.',
    to: '/learn',
    cta: 'Browse lessons',
    Icon: BookIcon,
  },
  {
    title: 'Hands-on practice',
    body: 'Drag load balancers, caches and databases onto a canvas, wire them up, and see how your design holds together before an interviewer asks.',
    to: '/practice',
    cta: 'Open the playground',
    Icon: CanvasIcon,
  },
  {
    title: 'Real problems',
    body: 'Work through the systems interviews keep returning to, from a URL shortener to a chat app, each with clear functional and scale requirements.',
    to: '/problems',
    cta: 'See the problems',
    Icon: TargetIcon,
  },
];

export function FeatureCards() {
  return (
    <section className={styles.features} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        Everything you need to walk in prepared
      </h2>
      <ul className={styles.featureGrid}>
        {FEATURES.map(({ title, body, to, cta, Icon }) => (
          <li key={title} className={styles.featureCard}>
            <span className={styles.featureIcon}>
              <Icon />
            </span>
            <h3>{title}</h3>
            <p>{body}</p>
            <Link to={to} className={styles.featureLink}>
              {cta}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
