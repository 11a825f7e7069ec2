import { difficultyLevel } from './problem-filters';
import styles from './problems.module.css';

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span className={`${styles.badge} ${styles[difficultyLevel(difficulty)] ?? ''}`}>
      {difficulty}
    </span>
  );
}
