import { useDeferredValue } from 'react';
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
  // The workspace is a large tree. Mounted from the problem's answer it would render in one
  // long task; as a deferred value it renders in the background, yielding to the browser
  // every few milliseconds, while the loader stays up.
  const shown = useDeferredValue(problem.data, null);
  const loader = <PageLoader label="Loading problem..." delayed={false} />;
  if (problem.isPending) return loader;
  if (problem.error instanceof ProblemLockedError) return <LockedProblem />;
  if (!problem.data) return <MissingProblem />;
  if (!shown) return loader;
  return <Workspace key={shown.id} problem={shown} addons={addons} />;
}
