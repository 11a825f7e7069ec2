import {
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { PageLoader } from '@/components/page-loader';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useProgress, useTopics } from './api';
import styles from './learn-page.module.css';
import { LessonNotFound } from './lesson-not-found';
import { LessonView } from './lesson-view';
import { OnThisPage } from './on-this-page';
import { isFromLesson, QUIZ_PARAM, readingPlaces } from './quiz/quiz-history';
import { flattenLessons, neighbours } from './topic-navigation';
import { TopicDrawer } from './topic-drawer';
import { TopicSidebar } from './topic-sidebar';
import { useLessonSections } from './use-lesson-sections';
import { WelcomePanel } from './welcome-panel';

// The quiz loads when it opens: a lesson's first render does not wait for it.
const QuizView = lazyWithReload(() => import('./quiz/quiz-view'));

export default function LearnPage() {
  const { lessonId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const topics = useTopics();
  // The topics arrive in one go and fill the sidebar and the lesson: rendered deferred, in
  // slices a tap or keypress can interrupt, not as one long task.
  const topicList = useDeferredValue(topics.data);
  const progress = useProgress();
  const flat = useMemo(() => flattenLessons(topicList ?? []), [topicList]);
  const current = flat.find((lesson) => lesson.id === lessonId);
  const { previous, next } = neighbours(flat, lessonId);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { sections } = useLessonSections(current);
  const topicsLoading = !topics.isError && topicList === undefined;
  const notFound = Boolean(lessonId) && topicList !== undefined && !current;
  useDocumentTitle(notFound ? 'Lesson not found' : (current?.title ?? 'Learn'));
  // The quiz is in the address, so Back leaves it for the lesson and Forward returns to it.
  const quizOpen = Boolean(current) && searchParams.has(QUIZ_PARAM);

  // Choosing a lesson (sidebar, pager, link or back button) opens its topic (and, its address
  // having no quiz, leaves any quiz in progress): adjusted while rendering, as React recommends.
  const shownKey = `${lessonId ?? ''}|${current?.topicId ?? ''}`;
  const [lastKey, setLastKey] = useState(shownKey);
  if (lastKey !== shownKey) {
    setLastKey(shownKey);
    setDrawerOpen(false);
    if (current) setExpanded((open) => new Set(open).add(current.topicId));
  }
  useEffect(() => {
    // An address with a section is scrolled there by the lesson instead.
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [lessonId]);
  // Back from the quiz (its button or the browser's) finds the lesson where the reader was.
  const wasQuizOpen = useRef(quizOpen);
  useLayoutEffect(() => {
    const closed = wasQuizOpen.current && !quizOpen;
    wasQuizOpen.current = quizOpen;
    const place = readingPlaces.get(location.key);
    if (!closed || !place) return;
    window.scrollTo({ top: place.top });
    document.getElementById(place.focusId)?.focus({ preventScroll: true });
  }, [quizOpen, location.key]);
  const openQuiz = (buttonId: string) => {
    readingPlaces.set(location.key, { top: window.scrollY, focusId: buttonId });
    void navigate({ search: `?${QUIZ_PARAM}` }, { state: { fromLesson: true } });
  };
  // A quiz the lesson opened is one entry above it: going back pops it, so Forward returns.
  const closeQuiz = () => {
    if (isFromLesson(location.state)) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

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
          <Suspense fallback={<PageLoader label="Loading quiz..." delayed={false} />}>
            <QuizView
              key={location.key}
              entryKey={location.key}
              lesson={current}
              onExit={closeQuiz}
              next={next}
              onNext={() => {
                if (next) select(next.id);
              }}
            />
          </Suspense>
        )}
        {/* Hidden, not unmounted, while the quiz is open: the lesson comes back as it was. */}
        {current && (
          <div hidden={quizOpen}>
            <LessonView
              lesson={current}
              previous={previous}
              next={next}
              onNavigate={select}
              onAttemptQuiz={openQuiz}
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
