import { useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import type { ExportDocument } from '@/lib/design';

export type AssessmentResult = components['schemas']['AssessmentOut'];
export type Finding = components['schemas']['Finding'];
export type Scores = components['schemas']['Scores'];
export type SubmissionSummary = components['schemas']['SubmissionSummary'];
export type AttemptChanges = components['schemas']['AttemptChanges'];

export type AssessmentOutcome =
  | { kind: 'success'; result: AssessmentResult }
  | { kind: 'failed'; analysis: string }
  | { kind: 'signed-out' }
  | { kind: 'http-error' }
  | { kind: 'offline' };

type AssessmentCall = () => Promise<{ data?: AssessmentResult; response: Response }>;

/** Every way an assessing call can end, as data. */
async function assessWith(call: AssessmentCall): Promise<AssessmentOutcome> {
  try {
    const { data, response } = await call();
    if (response.status === 401) return { kind: 'signed-out' };
    if (!data) return { kind: 'http-error' };
    if (data.status !== 'success') return { kind: 'failed', analysis: data.analysis };
    return { kind: 'success', result: data };
  } catch (error) {
    console.warn('Could not reach the assessment service', error);
    return { kind: 'offline' };
  }
}

/** Run Assessment (tier 3+): POST /api/analyze with the export document. */
export function runAssessment(document: ExportDocument): Promise<AssessmentOutcome> {
  return assessWith(() => api.POST('/api/analyze', { body: document }));
}

/** Submit Design (tier 1+): the same document, recorded and scored against the problem. */
export function submitDesign(
  problemId: string,
  document: ExportDocument,
): Promise<AssessmentOutcome> {
  return assessWith(() =>
    api.POST('/api/submissions', { body: { problem_id: problemId, playground_state: document } }),
  );
}

export const submissionsKey = (problemId: string) =>
  ['assessment', 'submissions', problemId] as const;

/** After a recorded attempt: the Attempts list gains it, and the problem (whose reference
 * design opens after the first attempt) is read again. */
export async function refreshAfterAttempt(queryClient: QueryClient, problemId: string) {
  // A first read of the list still on its way began before the attempt was stored; without
  // cancelling it, invalidating would wait for that read instead of asking again, and the
  // list would stay empty.
  await queryClient.cancelQueries({ queryKey: submissionsKey(problemId) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: submissionsKey(problemId) }),
    queryClient.invalidateQueries({ queryKey: ['practice', 'problem', problemId] }),
  ]);
}

/** The signed-in user's submissions for one problem, newest first. */
export function useSubmissions(problemId: string, enabled: boolean) {
  return useQuery({
    queryKey: submissionsKey(problemId),
    enabled,
    queryFn: async (): Promise<SubmissionSummary[]> => {
      const { data, response } = await api.GET('/api/submissions', {
        params: { query: { problem_id: problemId } },
      });
      if (!data) throw new Error(`Could not load submissions (${String(response.status)})`);
      return data.submissions;
    },
  });
}

/** One submission in full, fetched when the user opens its feedback. */
export function useSubmission(submissionId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['assessment', 'submission', submissionId],
    enabled,
    staleTime: Infinity, // a submission never changes once recorded
    queryFn: async (): Promise<AssessmentResult> => {
      const { data, response } = await api.GET('/api/submissions/{submission_id}', {
        params: { path: { submission_id: String(submissionId) } },
      });
      if (!data) throw new Error(`Could not load the submission (${String(response.status)})`);
      return data;
    },
  });
}
