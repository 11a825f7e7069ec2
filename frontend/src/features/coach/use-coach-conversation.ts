import type { ExportDocument } from '@/lib/design';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { useSingleFlight } from '@/lib/use-single-flight';

import { askCoach, clearCoachHistory, useCoachHistory } from './api';
import { chatMessage, messageToSend, newSessionId, type ChatMessage } from './chat-model';
import { afterWelcomeDelay, welcomeHint, withWelcome } from './welcome-hint';

const NOTHING_KEPT: ChatMessage[] = [];

/** The conversation with the coach about one problem: what the account kept of it (from any
 * visit or device), then this visit's messages. `send` keeps one message in flight at a time;
 * `clear` forgets the whole conversation. With `welcomeTo` (the problem's title; null where
 * there is no coach, and nothing is loaded then) a conversation with nothing kept opens with
 * the welcome about a second after it has loaded. */
export function useCoachConversation(
  problemId: string,
  currentDesign: () => ExportDocument,
  welcomeTo: string | null,
) {
  const [sessionId] = useState(() => newSessionId());
  const kept = useCoachHistory(problemId, welcomeTo !== null);
  const [cleared, setCleared] = useState(false);
  const [visit, setVisit] = useState<ChatMessage[]>([]);
  // Kept here rather than in the panel, so switching tabs does not lose a half-typed message.
  const [draft, setDraft] = useState('');

  const earlier = kept.data && !cleared ? kept.data : NOTHING_KEPT;
  const messages = useMemo(() => [...earlier, ...visit], [earlier, visit]);

  // Decided by the first load alone: a conversation cleared later is not welcomed again, even
  // where the clear comes within the delay of a late load (its timer is then cancelled).
  const opensEmpty = kept.data?.length === 0;
  useEffect(() => {
    if (welcomeTo === null || !opensEmpty || cleared) return;
    return afterWelcomeDelay(() => {
      setVisit((thread) => withWelcome(thread, chatMessage('coach', welcomeHint(welcomeTo))));
    });
  }, [welcomeTo, opensEmpty, cleared]);

  const post = useCallback((message: ChatMessage) => {
    setVisit((previous) => [...previous, message]);
  }, []);

  const exchange = useCallback(
    async (text: string) => {
      post(chatMessage('user', text));
      const reply = await askCoach(text, sessionId, problemId, currentDesign());
      post(chatMessage('coach', reply.text, reply.ok ? {} : { tone: 'error' }));
    },
    [currentDesign, post, problemId, sessionId],
  );
  // Two Enter presses in one frame both see `inFlight` false; the single flight stops the second.
  const { run, running: inFlight } = useSingleFlight(exchange);

  // One clear at a time without a single flight: only the question's Clear starts one, and
  // the question closes as it is answered and cannot be asked again while one runs.
  const [clearing, setClearing] = useState(false);
  /** Whether the conversation is gone: false when the server could not be reached or refused. */
  const clear = useCallback(async (): Promise<boolean> => {
    setClearing(true);
    const gone = await clearCoachHistory(problemId);
    setClearing(false);
    if (gone) {
      setCleared(true);
      setVisit([]);
    }
    return gone;
  }, [problemId]);

  const send = useCallback(
    async (draft: string): Promise<boolean> => {
      const text = messageToSend(draft, inFlight || clearing);
      return text === null ? false : run(text);
    },
    [clearing, inFlight, run],
  );

  return {
    sessionId,
    messages,
    loading: kept.isLoading,
    loadFailed: kept.isError,
    inFlight,
    clearing,
    send,
    clear,
    draft,
    setDraft,
  };
}

export type CoachConversation = ReturnType<typeof useCoachConversation>;
