import { Link } from 'react-router';

import { lessonsByTopic } from './topic-navigation';
import type { FlatLesson } from './types';
import styles from './learn-page.module.css';

/** An address with no lesson behind it: says so and lists every lesson, topic by topic. */
export function LessonNotFound({ lessons }: { lessons: readonly FlatLesson[] }) {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Lesson not found</h1>
      <p className={styles.lead}>
        There is no lesson at this address. Pick one from the list of topics.
      </p>
      <nav aria-label="List of topics" className={styles.lessonIndex}>
        {lessonsByTopic(lessons).map(({ topicId, topicTitle, lessons: topicLessons }) => (
          <div key={topicId}>
            <h2>{topicTitle}</h2>
            <ul>
              {topicLessons.map((lesson) => (
                <li key={lesson.id}>
                  <Link to={`/learn/${lesson.id}`}>{lesson.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </section>
  );
}
