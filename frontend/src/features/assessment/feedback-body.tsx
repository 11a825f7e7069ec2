import { MarkdownView } from '@/components/markdown-view';

import type { AssessmentResult } from './api';
import { findingsTitle, reportBesideFindings } from './assessment-messages';
import { AttemptChangesList } from './attempt-changes';
import { FindingsList } from './findings-list';
import styles from './report.module.css';

interface FeedbackBodyProps {
  result: AssessmentResult;
  /** Shows a finding's components on the canvas; absent where the canvas is out of reach. */
  onHighlight?: (componentIds: string[]) => void;
  /** Off where the attempt's changes are already shown beside it. */
  showChanges?: boolean;
}

/**
 * An attempt's feedback as far as the tier shows it: what changed since the previous attempt,
 * the verdict (or, below tier 3, why it scored so and what to do next), each finding once as a
 * card with its lesson, then the next steps, lessons and questions.
 */
export function FeedbackBody({ result, onHighlight, showChanges = true }: FeedbackBodyProps) {
  const full = result.feedback_level === 'full';
  const { lead, rest } = full ? reportBesideFindings(result) : { lead: result.analysis, rest: '' };
  return (
    <>
      {showChanges && result.changes && <AttemptChangesList changes={result.changes} />}
      {lead && <MarkdownView source={lead} />}
      {result.findings.length > 0 && (
        <>
          <h3 className={styles.findingsTitle}>{findingsTitle(result)}</h3>
          <FindingsList
            findings={result.findings}
            lessons={result.lessons ?? {}}
            onHighlight={onHighlight}
          />
        </>
      )}
      {rest && <MarkdownView source={rest} />}
    </>
  );
}
