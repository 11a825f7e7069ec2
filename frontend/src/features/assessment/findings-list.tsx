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
  onHighlight: (componentIds: string[]) => void;
}

/** The engine's findings; choosing one highlights the components it names on the canvas. */
export function FindingsList({ findings, onHighlight }: FindingsListProps) {
  if (findings.length === 0) return null;
  return (
    <ul className={styles.findings} aria-label="Findings">
      {findings.map((finding, index) => {
        const onCanvas = finding.components.length > 0;
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
          </li>
        );
      })}
    </ul>
  );
}
