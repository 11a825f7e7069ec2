import type { ExportDocument } from '@/lib/design';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { sessionStore } from '@/lib/auth/store-instance';
import { useSingleFlight } from '@/lib/use-single-flight';

import { refreshAfterAttempt, runAssessment, type AssessmentOutcome } from './api';
import { ASSESSMENT_STARTED, outcomeText } from './assessment-messages';

interface RunAssessmentOptions {
  problemId: string;
  /** The export document of the design as it is now. */
  currentDocument: () => ExportDocument;
  /** Reads a line out to a screen reader: that it started, then the scores or the failure. */
  announce: (text: string) => void;
}

/** 'Run Assessment': the latest outcome waits in `outcome` for the Attempts tab to show, and
 * the recorded attempt joins the list there. */
export function useRunAssessment({ problemId, currentDocument, announce }: RunAssessmentOptions) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<AssessmentOutcome | null>(null);
  const assess = useCallback(async () => {
    const finish = (ended: AssessmentOutcome) => {
      setOutcome(ended);
      announce(outcomeText(ended));
    };
    if (!sessionStore.getSession()) {
      finish({ kind: 'signed-out' });
      return;
    }
    setOutcome(null);
    announce(ASSESSMENT_STARTED);
    const ended = await runAssessment(currentDocument());
    finish(ended);
    if (ended.kind === 'success') {
      await refreshAfterAttempt(queryClient, problemId);
    }
  }, [announce, currentDocument, problemId, queryClient]);
  const { run, running } = useSingleFlight(assess);
  return { run, running, outcome };
}

export type AssessmentRun = ReturnType<typeof useRunAssessment>;
