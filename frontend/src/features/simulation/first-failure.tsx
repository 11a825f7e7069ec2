import { useId } from 'react';
import { Link } from 'react-router';

import { ComponentButton } from './component-button';
import { momentLabel } from './figures';
import styles from './results.module.css';
import type { FirstFailure as FirstFailureData, SimulationResult } from './types';
import { useLessonTitle } from './use-lesson-title';

interface FirstFailureProps {
  failure: FirstFailureData;
  result: SimulationResult;
  highlight: (componentIds: string[]) => void;
}

/** What gave way first, when, and why, with the lesson that explains it. */
export function FirstFailure({ failure, result, highlight }: FirstFailureProps) {
  const titleId = useId();
  const lesson = useLessonTitle(failure.lesson_id);
  const component = result.components.find((candidate) => candidate.id === failure.component_id);
  const name = component?.label ?? failure.component_id;
  return (
    <section className={styles.firstFailure} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        First to give way
      </h3>
      <p>
        <ComponentButton id={failure.component_id} label={name} highlight={highlight} /> at{' '}
        {momentLabel(failure.at_s)}. {failure.reason}
      </p>
      {/* A new tab, so the design in progress stays where it is. */}
      <Link
        to={`/learn/${failure.lesson_id}`}
        target="_blank"
        rel="noopener"
        className={styles.lessonLink}
      >
        Learn: {lesson}
      </Link>
    </section>
  );
}
