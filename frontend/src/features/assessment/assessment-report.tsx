import { MarkdownView } from '@/components/markdown-view';

import type { AssessmentResult } from './api';
import { reportBesideFindings } from './assessment-messages';
import { FindingsList } from './findings-list';
import styles from './report.module.css';
import { ScoreHead } from './score-head';

interface AssessmentReportProps {
  result: AssessmentResult;
  onHighlight: (componentIds: string[]) => void;
}

/**
 * The latest assessment in full: the total and the scores as bars, the verdict, each finding
 * once as a card that can show its components, then the next steps, lessons and questions.
 */
export function AssessmentReport({ result, onHighlight }: AssessmentReportProps) {
  const { lead, rest } = reportBesideFindings(result);
  return (
    <section className={styles.report} aria-labelledby="assessment-report-title">
      <ScoreHead
        title="Latest assessment"
        titleId="assessment-report-title"
        scores={result.scores}
      />
      {lead && <MarkdownView source={lead} />}
      {result.findings.length > 0 && (
        <>
          <h3 className={styles.findingsTitle}>Findings</h3>
          <FindingsList findings={result.findings} onHighlight={onHighlight} />
        </>
      )}
      {rest && <MarkdownView source={rest} />}
    </section>
  );
}
