import { useParams } from 'react-router';

import { PageLoader } from '@/components/page-loader';

import { ProblemLockedError, useProblem } from './workspace/use-problem';
import { LockedProblem, MissingProblem } from './workspace/problem-notices';
import { Workspace } from './workspace/workspace';
import type { WorkspaceAddons } from './workspace/workspace-addons';

/** /practice/:problemId. `addons` are the parts of the workspace that other features make
 * (the coach, the assessment), composed in app/. */
export default function WorkspacePage({ addons }: { addons: WorkspaceAddons }) {
  const { problemId = '' } = useParams();
  const problem = useProblem(problemId);
  if (problem.isPending) return <PageLoader label="Loading problem..." delayed={false} />;
  if (problem.error instanceof ProblemLockedError) return <LockedProblem />;
  if (!problem.data) return <MissingProblem />;
  return <Workspace key={problem.data.id} problem={problem.data} addons={addons} />;
}
