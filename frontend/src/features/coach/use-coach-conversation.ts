import { useCallback, useRef, useState } from 'react';

import { askCoach } from './api';
import { chatMessage, messageToSend, newSessionId, type ChatMessage } from './chat-model';

/**
 * One playground visit's conversation with the coach. Assessments post into the same thread,
 * so `post` is exposed for them; `send` keeps SPEC §5's one-message-in-flight rule.
 */
export function useCoachConversation(currentDesign: () => object) {
  const [sessionId] = useState(() => newSessionId());
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [inFlight, setInFlight] = useState(false);
  // Kept here rather than in the panel, so switching tabs does not lose a half-typed message.
  const [draft, setDraft] = useState('');
  // A ref as well as state: two Enter presses in one frame must not both get through.
  const busy = useRef(false);

  const post = useCallback((message: ChatMessage) => {
    setMessages((previous) => [...previous, message]);
  }, []);

  /** A note from outside the conversation, such as an assessment's progress and result. */
  const postCoachNote = useCallback(
    (note: Pick<ChatMessage, 'text' | 'tone' | 'assessment'>) => {
      post(chatMessage('coach', note.text, note));
    },
    [post],
  );

  const send = useCallback(
    async (draft: string): Promise<boolean> => {
      const text = messageToSend(draft, busy.current);
      if (text === null) return false;
      busy.current = true;
      setInFlight(true);
      post(chatMessage('user', text));
      try {
        const reply = await askCoach(text, sessionId, currentDesign());
        post(chatMessage('coach', reply.text, reply.ok ? {} : { tone: 'error' }));
      } finally {
        busy.current = false;
        setInFlight(false);
      }
      return true;
    },
    [currentDesign, post, sessionId],
  );

  return { sessionId, messages, inFlight, send, postCoachNote, draft, setDraft };
}

export type CoachConversation = ReturnType<typeof useCoachConversation>;
