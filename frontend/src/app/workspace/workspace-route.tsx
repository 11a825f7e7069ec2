import { AttemptsPanel } from '@/features/assessment/attempts-panel';
import { SubmissionDialog } from '@/features/assessment/submission-dialog';
import { CoachPanel } from '@/features/coach/coach-panel';
import { useCoachConversation } from '@/features/coach/use-coach-conversation';
import WorkspacePage from '@/features/practice/workspace-page';
import type { WorkspaceAddonsProps } from '@/features/practice/workspace/workspace-addons';

import { useScoreAction } from './use-score-action';

/** The coach and the assessment in the practice workspace. Features import no other feature,
 * so they meet here: the coach's thread and the latest assessment live as long as the
 * workspace, and their panels, button and dialog fill its slots. */
function CoachAndAssessment({ context, children }: WorkspaceAddonsProps) {
  const { problem, offer, currentDocument, announce, openAttempts, highlight, compare } = context;
  const conversation = useCoachConversation(currentDocument, offer.coach ? problem.title : null);
  const score = useScoreAction({
    mode: offer.score,
    problemId: problem.id,
    currentDocument,
    announce,
    openAttempts,
  });
  return children({
    chat: <CoachPanel conversation={conversation} />,
    attempts: (
      <AttemptsPanel
        problemId={problem.id}
        howToSubmit={offer.coach ? 'Run an assessment' : 'Submit your design'}
        latest={score.assessment}
        onHighlight={highlight}
        onCompare={compare}
      />
    ),
    scoreAction: score.action,
    dialogs: <SubmissionDialog view={score.submission.view} onClose={score.submission.dismiss} />,
  });
}

/** /practice/:problemId: the practice workspace with the coach and the assessment in it. */
export default function WorkspaceRoute() {
  return <WorkspacePage addons={CoachAndAssessment} />;
}
