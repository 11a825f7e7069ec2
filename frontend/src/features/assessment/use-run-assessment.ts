import type { ExportDocument } from '@/lib/design';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { sessionStore } from '@/lib/auth/store-instance';
import { useSingleFlight } from '@/lib/use-single-flight';

import { submissionsKey, runAssessment, type AssessmentResult } from './api';
import { ASSESSMENT_STARTED, SIGN_IN_TO_ASSESS, outcomeMessages } from './assessment-messages';

/** A line for the conversation; the coach feature decides how it looks. */
export interface AssessmentNote {
  text: string;
  tone?: 'status' | 'error';
  assessment?: AssessmentResult;
}

interface RunAssessmentOptions {
  problemId: string;
  /** The export document of the design as it is now. */
  currentDocument: () => ExportDocument;
  post: (note: AssessmentNote) => void;
}

/** 'Run Assessment': progress, analysis and score summary go into the coach's thread. */
export function useRunAssessment({ problemId, currentDocument, post }: RunAssessmentOptions) {
  const queryClient = useQueryClient();
  const assess = useCallback(async () => {
    if (!sessionStore.getSession()) {
      post({ text: SIGN_IN_TO_ASSESS, tone: 'error' });
      return;
    }
    post({ text: ASSESSMENT_STARTED, tone: 'status' });
    const outcome = await runAssessment(currentDocument());
    for (const message of outcomeMessages(outcome)) {
      const assessment =
        message.scoresOf && outcome.kind === 'success' ? outcome.result : undefined;
      post({ text: message.text, tone: message.tone, assessment });
    }
    if (outcome.kind === 'success') {
      await queryClient.invalidateQueries({ queryKey: submissionsKey(problemId) });
    }
  }, [currentDocument, post, problemId, queryClient]);
  return useSingleFlight(assess);
}
