import type { ExportDocument } from '@/lib/design';
import { useRunAssessment } from '@/features/assessment/use-run-assessment';
import { useSubmitDesign } from '@/features/assessment/use-submit-design';
import type { ScoreAction } from '@/features/practice/workspace/toolbar';
import type { ScoreMode } from '@/features/practice/workspace/workspace-offer';

interface ScoreActionOptions {
  mode: ScoreMode;
  problemId: string;
  currentDocument: () => ExportDocument;
  /** Reads Run Assessment's start and end out to a screen reader. */
  announce: (text: string) => void;
  /** Shows the Attempts tab, where Run Assessment's result appears. */
  openAttempts: () => void;
}

/**
 * The header's scoring button for the user's capabilities. With the coach it runs the
 * assessment into the Attempts tab (`assessment`); without it the design is submitted and
 * its scores come back in a dialog (`submission`).
 */
export function useScoreAction(options: ScoreActionOptions) {
  const { mode, problemId, currentDocument, announce, openAttempts } = options;
  const assessment = useRunAssessment({ problemId, currentDocument, announce });
  const submission = useSubmitDesign({ problemId, currentDocument });
  const assess: ScoreAction = {
    label: 'Run Assessment',
    busyLabel: 'Assessing…',
    running: assessment.running,
    run: () => {
      openAttempts();
      void assessment.run();
    },
  };
  const submit: ScoreAction = {
    label: 'Submit Design',
    busyLabel: 'Submitting…',
    running: submission.submitting,
    run: () => void submission.submit(),
  };
  const action = mode === 'assess' ? assess : mode === 'submit' ? submit : undefined;
  return { action, submission, assessment: mode === 'assess' ? assessment : undefined };
}
