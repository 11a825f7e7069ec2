import type { ExportDocument } from '@/lib/design';
import { useRunAssessment, type AssessmentNote } from '@/features/assessment/use-run-assessment';
import { useSubmitDesign } from '@/features/assessment/use-submit-design';

import type { ScoreAction } from './toolbar';

/** 'assess' with the coach, 'submit' without it, null while the user is not known. */
export type ScoreMode = 'assess' | 'submit' | null;

interface ScoreActionOptions {
  mode: ScoreMode;
  problemId: string;
  currentDocument: () => ExportDocument;
  /** Where Run Assessment's progress, analysis and scores go: the coach's thread. */
  postAssessmentNote: (note: AssessmentNote) => void;
  openChat: () => void;
}

/**
 * The header's scoring button for the user's capabilities. With the coach it runs
 * the assessment into the Chat tab; without it there is no chat, so the design is submitted
 * and its scores come back in a dialog (`submission`).
 */
export function useScoreAction(options: ScoreActionOptions) {
  const { mode, problemId, currentDocument, postAssessmentNote, openChat } = options;
  const assessment = useRunAssessment({ problemId, currentDocument, post: postAssessmentNote });
  const submission = useSubmitDesign({ problemId, currentDocument });
  const assess: ScoreAction = {
    label: 'Run Assessment',
    busyLabel: 'Assessing…',
    running: assessment.running,
    run: () => {
      openChat();
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
  return { action, submission };
}
