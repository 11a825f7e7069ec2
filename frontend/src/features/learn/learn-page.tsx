import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { MessagePage } from '@/components/message-page';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useProgress, useTopics } from './api';
import styles from './learn-page.module.css';
import { LessonView } from './lesson-view';
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
  const progress = useProgress();
  const flat = useMemo(() => flattenLessons(topics.data ?? []), [topics.data]);
  const current = flat.find((lesson) => lesson.id === lessonId);
  const { previous, next } = neighbours(flat, lessonId);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [quizOpen, setQuizOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { sections } = useLessonSections(current?.id);
  useDocumentTitle(current?.title ?? 'Learn');

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

  if (lessonId && topics.isSuccess && !current) {
    return (
      <MessagePage eyebrow="Learn" title="Lesson not found">
        <p>There is no lesson at this address. Pick one from the list of topics.</p>
      </MessagePage>
    );
  }

  const sidebar = (
    <TopicSidebar
      topics={topics.data ?? []}
      loading={topics.isPending}
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
        {!current ? (
          <WelcomePanel />
        ) : quizOpen ? (
          <QuizView
            key={current.id}
            lessonId={current.id}
            title={current.title}
            onExit={() => {
              setQuizOpen(false);
            }}
          />
        ) : (
          <LessonView
            lesson={current}
            previous={previous}
            next={next}
            onNavigate={select}
            onAttemptQuiz={() => {
              setQuizOpen(true);
            }}
          />
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
