import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { ArrowRightIcon } from '@/components/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

import { CompanyStrip } from './company-strip';
import { FeatureCards } from './feature-cards';
import styles from './home-page.module.css';
import { NetworkCanvas } from './network-canvas';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <NetworkCanvas />
        <div className={styles.heroContent}>
          <p className={styles.eyebrow}>System design interview preparation</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Master system design, <span>one building block at a time</span>
          </h1>
          <p className={styles.heroLead}>
            Learn how real systems scale, check yourself with quick quizzes, then design them on a
            canvas and get specific feedback on what would break.
          </p>
          <div className={styles.heroActions}>
            <Link to="/learn" className={buttonClass('primary', 'large')}>
              Start Learning
              <ArrowRightIcon />
            </Link>
            <Link to="/practice" className={buttonClass('secondary', 'large')}>
              Practice Now
            </Link>
          </div>
        </div>
      </section>
      <CompanyStrip />
      <FeatureCards />
    </>
  );
}
