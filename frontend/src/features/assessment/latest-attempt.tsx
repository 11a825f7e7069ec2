import { useSubmission, useSubmissions } from './api';
import { AssessmentReport } from './assessment-report';

interface LatestAttemptProps {
  problemId: string;
  onHighlight: (componentIds: string[]) => void;
}

/** The latest recorded attempt in full, read back from the server: its feedback stays after a
 * reload. */
export function LatestAttempt({ problemId, onHighlight }: LatestAttemptProps) {
  const submissions = useSubmissions(problemId, true);
  const latestId = submissions.data?.[0]?.id;
  const latest = useSubmission(latestId ?? 0, latestId !== undefined);
  if (!latest.data) return null;
  return <AssessmentReport title="Latest attempt" result={latest.data} onHighlight={onHighlight} />;
}
