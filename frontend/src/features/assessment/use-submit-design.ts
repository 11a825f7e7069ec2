import type { ExportDocument } from '@/lib/design';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useSingleFlight } from '@/lib/use-single-flight';

import { refreshAfterAttempt, submitDesign } from './api';
import { submissionView, type SubmissionView } from './assessment-messages';

interface SubmitDesignOptions {
  problemId: string;
  /** The export document of the design as it is now, as Run Assessment sends it. */
  currentDocument: () => ExportDocument;
}

/**
 * 'Submit Design' for tiers 1 and 2: records the design with its scores. The result waits in
 * `view` for the dialog until the user dismisses it; a new submission joins the Attempts tab.
 */
export function useSubmitDesign({ problemId, currentDocument }: SubmitDesignOptions) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<SubmissionView | null>(null);
  const submit = useCallback(async () => {
    const outcome = await submitDesign(problemId, currentDocument());
    setView(submissionView(outcome));
    if (outcome.kind === 'success') {
      await refreshAfterAttempt(queryClient, problemId);
    }
  }, [currentDocument, problemId, queryClient]);
  const { run, running } = useSingleFlight(submit);
  const dismiss = useCallback(() => {
    setView(null);
  }, []);
  return { submit: run, submitting: running, view, dismiss };
}
