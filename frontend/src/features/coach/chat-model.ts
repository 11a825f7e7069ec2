/** The coach conversation as plain data: messages, the session id and the rules for sending. */

export type ChatRole = 'user' | 'coach';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  text: string;
  /** 'error' for failures; plain answers have no tone. */
  tone?: 'error';
}

export const CHAT_ERROR = 'Sorry, I encountered an error. Please try again.';
export const CHAT_OFFLINE = 'Unable to connect to the server. Please check your connection.';

/** One id per playground visit, from the time plus a random string. */
export function newSessionId(now: number = Date.now(), random: () => number = Math.random) {
  const suffix = random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${String(now)}-${suffix}`;
}

/** Blank messages (after trimming) are ignored, and so is anything sent in flight. */
export function messageToSend(draft: string, inFlight: boolean): string | null {
  const text = draft.trim();
  return text && !inFlight ? text : null;
}

/** Enter sends, Shift+Enter starts a new line; an IME composition never sends. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }) {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

let counter = 0;

export function chatMessage(role: ChatRole, text: string, extra: Partial<ChatMessage> = {}) {
  counter += 1;
  return { id: `m${String(counter)}`, role, text, ...extra } satisfies ChatMessage;
}
