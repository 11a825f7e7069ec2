import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useProgress, useTopics } from './api';
import styles from './learn-page.module.css';
import { LessonNotFound } from './lesson-not-found';
import { ATTEMPT_QUIZ_ID, LessonView } from './lesson-view';
import { OnThisPage } from './on-this-page';
import { QuizView } from './quiz/quiz-view';
import { flattenLessons, neighbours } from './topic-navigation';
import { TopicDrawer } from './topic-drawer';
import { TopicSidebar } from './topic-sidebar';
import { useLessonSections } from './use-lesson-sections';
import { WelcomePanel } from './welcome-panel';

export default function LearnPage() {
  const { lessonId } = useParams();
  const navigate = useNavigate();
  const topics = useTopics();
  // The topics arrive in one go and fill the sidebar and the lesson: rendered deferred, in
  // slices a tap or keypress can interrupt, not as one long task.
  const topicList = useDeferredValue(topics.data);
  const progress = useProgress();
  const flat = useMemo(() => flattenLessons(topicList ?? []), [topicList]);
  const current = flat.find((lesson) => lesson.id === lessonId);
  const { previous, next } = neighbours(flat, lessonId);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [quizOpen, setQuizOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { sections } = useLessonSections(current);
  const topicsLoading = !topics.isError && topicList === undefined;
  const notFound = Boolean(lessonId) && topicList !== undefined && !current;
  useDocumentTitle(notFound ? 'Lesson not found' : (current?.title ?? 'Learn'));
  // Where the reader was in the lesson when the quiz opened, to go back there after it.
  const readingPosition = useRef<number | null>(null);

  // Choosing a lesson (sidebar, pager, link or back button) opens its topic and leaves any
  // quiz in progress: state adjusted while rendering, as React recommends over an effect.
  const shownKey = `${lessonId ?? ''}|${current?.topicId ?? ''}`;
  const [lastKey, setLastKey] = useState(shownKey);
  if (lastKey !== shownKey) {
    setLastKey(shownKey);
    setQuizOpen(false);
    setDrawerOpen(false);
    if (current) setExpanded((open) => new Set(open).add(current.topicId));
  }
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [lessonId]);
  useLayoutEffect(() => {
    if (quizOpen || readingPosition.current === null) return;
    window.scrollTo({ top: readingPosition.current });
    readingPosition.current = null;
    document.getElementById(ATTEMPT_QUIZ_ID)?.focus({ preventScroll: true });
  }, [quizOpen]);

  const passed = useMemo(
    () => new Set(progress.data?.subtopics.filter((s) => s.passed).map((s) => s.subtopic_id)),
    [progress.data],
  );
  const select = (id: string) => void navigate(`/learn/${id}`);
  const toggle = (topicId: string) => {
    setExpanded((open) => {
      const updated = new Set(open);
      if (!updated.delete(topicId)) updated.add(topicId);
      return updated;
    });
  };

  const sidebar = (
    <TopicSidebar
      topics={topicList ?? []}
      loading={topicsLoading}
      selectedId={lessonId}
      expanded={expanded}
      passed={passed}
      onToggle={toggle}
      onSelect={select}
    />
  );

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label="Learning topics">
        {sidebar}
      </aside>
      <div className={styles.main}>
        <button
          type="button"
          className={`${buttonClass('secondary', 'small')} ${styles.browseButton}`}
          onClick={() => {
            setDrawerOpen(true);
          }}
        >
          Browse Topics
        </button>
        <TopicDrawer
          open={drawerOpen}
          onClose={() => {
            setDrawerOpen(false);
          }}
        >
          {sidebar}
        </TopicDrawer>
        {notFound && <LessonNotFound lessons={flat} />}
        {/* A lesson's address waits for the topics with the lesson's own loader: the welcome
            panel in its place would flash up and be swapped out. */}
        {lessonId && topicsLoading && <PageLoader label="Loading content..." delayed={false} />}
        {!current && !notFound && !(lessonId && topicsLoading) && <WelcomePanel />}
        {current && quizOpen && (
          <QuizView
            key={current.id}
            lesson={current}
            onExit={() => {
              setQuizOpen(false);
            }}
            next={next}
            onNext={() => {
              if (next) select(next.id);
            }}
          />
        )}
        {/* Hidden, not unmounted, while the quiz is open: the lesson comes back as it was. */}
        {current && (
          <div hidden={quizOpen}>
            <LessonView
              lesson={current}
              previous={previous}
              next={next}
              onNavigate={select}
              onAttemptQuiz={() => {
                readingPosition.current = window.scrollY;
                setQuizOpen(true);
              }}
            />
          </div>
        )}
      </div>
      {current && !quizOpen && (
        <aside className={styles.outline} aria-label="On this page">
          <OnThisPage sections={sections} />
        </aside>
      )}
    </div>
  );
}
