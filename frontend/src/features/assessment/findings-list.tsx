import type { Finding } from './api';
import styles from './report.module.css';

const SEVERITY_LABEL: Record<string, string> = {
  critical: 'Critical',
  major: 'Major',
  minor: 'Minor',
  strength: 'Strength',
};

interface FindingsListProps {
  findings: Finding[];
  /** Lesson id -> title, for the lesson each finding cites. */
  lessons: Record<string, string>;
  onHighlight?: (componentIds: string[]) => void;
}

/** The engine's findings, each with its lesson; choosing one highlights the components it
 * names on the canvas. */
export function FindingsList({ findings, lessons, onHighlight }: FindingsListProps) {
  if (findings.length === 0) return null;
  return (
    <ul className={styles.findings} aria-label="Findings">
      {findings.map((finding, index) => {
        const onCanvas = onHighlight !== undefined && finding.components.length > 0;
        const lesson = lessons[finding.lesson];
        return (
          <li key={`${finding.rule_id}-${String(index)}`}>
            <button
              type="button"
              className={styles.finding}
              data-severity={finding.severity}
              aria-disabled={!onCanvas}
              title={onCanvas ? 'Show on the canvas' : undefined}
              onClick={() => {
                if (onCanvas) onHighlight(finding.components);
              }}
            >
              <span className={styles.severity}>{SEVERITY_LABEL[finding.severity]}</span>
              {finding.message}
              {finding.severity !== 'strength' && <span className={styles.why}>{finding.why}</span>}
            </button>
            {lesson && finding.severity !== 'strength' && (
              // A new tab, so the design in progress stays where it is.
              <a
                className={styles.lessonLink}
                href={`/learn/${finding.lesson}`}
                target="_blank"
                rel="noopener"
              >
                Lesson: {lesson}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
