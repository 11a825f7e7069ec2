import type { ExportDocument } from '@/lib/design';
import { useCallback, useEffect, useState } from 'react';

import { useSingleFlight } from '@/lib/use-single-flight';

import { askCoach } from './api';
import { chatMessage, messageToSend, newSessionId, type ChatMessage } from './chat-model';
import { afterWelcomeDelay, welcomeHint, withWelcome } from './welcome-hint';

/** One playground visit's conversation with the coach; `send` keeps one message in flight
 * at a time. With `welcomeTo` (the problem's title; null where there is no coach) the thread
 * opens with the welcome about a second after the workspace does. */
export function useCoachConversation(
  currentDesign: () => ExportDocument,
  welcomeTo: string | null,
) {
  const [sessionId] = useState(() => newSessionId());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // Kept here rather than in the panel, so switching tabs does not lose a half-typed message.
  const [draft, setDraft] = useState('');

  useEffect(() => {
    if (welcomeTo === null) return;
    return afterWelcomeDelay(() => {
      setMessages((thread) => withWelcome(thread, chatMessage('coach', welcomeHint(welcomeTo))));
    });
  }, [welcomeTo]);

  const post = useCallback((message: ChatMessage) => {
    setMessages((previous) => [...previous, message]);
  }, []);

  const exchange = useCallback(
    async (text: string) => {
      post(chatMessage('user', text));
      const reply = await askCoach(text, sessionId, currentDesign());
      post(chatMessage('coach', reply.text, reply.ok ? {} : { tone: 'error' }));
    },
    [currentDesign, post, sessionId],
  );
  // Two Enter presses in one frame both see `inFlight` false; the single flight stops the second.
  const { run, running: inFlight } = useSingleFlight(exchange);

  const send = useCallback(
    async (draft: string): Promise<boolean> => {
      const text = messageToSend(draft, inFlight);
      return text === null ? false : run(text);
    },
    [inFlight, run],
  );

  return { sessionId, messages, inFlight, send, draft, setDraft };
}

export type CoachConversation = ReturnType<typeof useCoachConversation>;
