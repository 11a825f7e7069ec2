import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';

import { sectionAnchor } from './outline';
import { SectionView } from './sections/section-view';
import type { FlatSubtopic } from './types';
import { useLessonSections } from './use-lesson-sections';
import styles from './learn-page.module.css';

interface LessonViewProps {
  subtopic: FlatSubtopic;
  previous: FlatSubtopic | null;
  next: FlatSubtopic | null;
  onNavigate: (subtopicId: string) => void;
  onAttemptQuiz: () => void;
}

export function LessonView(props: LessonViewProps) {
  const { subtopic, previous, next, onNavigate, onAttemptQuiz } = props;
  const { lesson, sections, failed } = useLessonSections(subtopic.id);

  return (
    <article className={styles.lesson} aria-labelledby="lesson-title">
      <header className={styles.lessonHeader}>
        <div>
          <p className={styles.breadcrumb}>{subtopic.topicTitle}</p>
          <h1 id="lesson-title">{subtopic.title}</h1>
        </div>
        <button type="button" className={buttonClass('primary')} onClick={onAttemptQuiz}>
          Attempt Quiz
        </button>
      </header>
      {lesson.isPending ? (
        <PageLoader label="Loading content..." delayed={false} />
      ) : failed ? (
        <div className={styles.loadError} role="alert">
          <p>Failed to load content. Please try again.</p>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => void lesson.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <section key={index} id={sectionAnchor(index)} className={styles.section}>
              <SectionView section={section} />
            </section>
          ))}
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
