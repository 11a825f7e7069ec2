import { useDeferredValue } from 'react';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';

import { TIER_REQUIRED_MESSAGE } from './api';
import { AttemptQuizButton, LessonEnd } from './lesson-end';
import { LockedNotice } from './locked-notice';
import { sectionAnchor } from './outline';
import { SectionView } from './sections/section-view';
import type { FlatLesson } from './types';
import { useLessonSections } from './use-lesson-sections';
import { useSectionInAddress } from './use-section-in-address';
import styles from './learn-page.module.css';

interface LessonViewProps {
  lesson: FlatLesson;
  previous: FlatLesson | null;
  next: FlatLesson | null;
  onNavigate: (lessonId: string) => void;
  /** Opens the quiz; told which button did it, to give that one the focus back. */
  onAttemptQuiz: (buttonId: string) => void;
}

const ATTEMPT_QUIZ_ID = 'attempt-quiz';

export function LessonView(props: LessonViewProps) {
  const { lesson, previous, next, onNavigate, onAttemptQuiz } = props;
  const { content, sections, locked, pending, failed } = useLessonSections(lesson);
  // Rendering a lesson's Markdown as it arrives took one 300 ms task on a mid-range phone,
  // with every tap waiting behind it; deferred, React renders it in slices between which the
  // page responds. A lesson already loaded (back from its quiz) shows at once, as the reading
  // position is restored into it.
  const shownSections = useDeferredValue(sections);
  useSectionInAddress(!pending && shownSections.length > 0);

  return (
    <article className={styles.lesson} aria-labelledby="lesson-title">
      <header className={styles.lessonHeader}>
        <div>
          <p className={styles.breadcrumb}>{lesson.topicTitle}</p>
          <h1 id="lesson-title">{lesson.title}</h1>
        </div>
        <AttemptQuizButton id={ATTEMPT_QUIZ_ID} onAttemptQuiz={onAttemptQuiz} />
      </header>
      {pending || (shownSections.length === 0 && sections.length > 0) ? (
        <PageLoader label="Loading content..." delayed={false} />
      ) : failed ? (
        <div className={styles.loadError} role="alert">
          <p>Failed to load content. Please try again.</p>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => void content.refetch()}
          >
            Try again
          </button>
        </div>
      ) : locked ? (
        <section id={sectionAnchor(0)} className={styles.section}>
          <LockedNotice
            message={TIER_REQUIRED_MESSAGE}
            what="this lesson"
            tier={lesson.required_tier_id}
          />
        </section>
      ) : (
        <div className={styles.sections}>
          {shownSections.map((section, index) => (
            <section key={index} id={sectionAnchor(index)} className={styles.section}>
              <SectionView section={section} />
            </section>
          ))}
          <LessonEnd onAttemptQuiz={onAttemptQuiz} />
        </div>
      )}
      <nav className={styles.pager} aria-label="Lessons">
        <button
          type="button"
          className={styles.pagerButton}
          disabled={!previous}
          onClick={() => {
            if (previous) onNavigate(previous.id);
          }}
        >
          <span className={styles.pagerLabel}>Previous</span>
          <span className={styles.pagerTitle}>{previous?.title ?? 'None'}</span>
        </button>
        <button
          type="button"
          className={`${styles.pagerButton} ${styles.pagerNext}`}
          disabled={!next}
          onClick={() => {
            if (next) onNavigate(next.id);
          }}
        >
          <span className={styles.pagerLabel}>Next</span>
          <span className={styles.pagerTitle}>{next?.title ?? 'None'}</span>
        </button>
      </nav>
    </article>
  );
}
