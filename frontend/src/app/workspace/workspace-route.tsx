import { AttemptsPanel } from '@/features/assessment/attempts-panel';
import { SubmissionDialog } from '@/features/assessment/submission-dialog';
import { CoachPanel } from '@/features/coach/coach-panel';
import { useCoachConversation } from '@/features/coach/use-coach-conversation';
import { useSimulation } from '@/features/simulation';
import WorkspacePage from '@/features/practice/workspace-page';
import type { WorkspaceAddonsProps } from '@/features/practice/workspace/workspace-addons';

import { useScoreAction } from './use-score-action';

/** The coach, the assessment and the simulation in the practice workspace. Features import no
 * other feature, so they meet here: the coach's thread, the latest assessment and the last run
 * live as long as the workspace, and their panels, button, dialog and load fill its slots. */
function HostedParts({ context, children }: WorkspaceAddonsProps) {
  const { problem, offer, currentDocument, design, announce, openAttempts, highlight, compare } =
    context;
  const conversation = useCoachConversation(
    problem.id,
    currentDocument,
    offer.coach ? problem.title : null,
  );
  const score = useScoreAction({
    mode: offer.score,
    problemId: problem.id,
    currentDocument,
    announce,
    openAttempts,
  });
  const simulation = useSimulation({
    problemId: problem.id,
    currentDocument,
    design,
    announce,
    highlight,
  });
  const simulates = offer.inspector.includes('simulate');
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
    simulate: simulation.panel,
    load: simulates ? simulation.load : null,
    fail: simulates ? simulation.fail : null,
    componentChart: simulation.componentChart,
  });
}

/** /practice/:problemId: the practice workspace with the coach, the assessment and the
 * simulation in it. */
export default function WorkspaceRoute() {
  return <WorkspacePage addons={HostedParts} />;
}
