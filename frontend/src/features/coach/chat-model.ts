/** The coach conversation as plain data: messages, the session id and the rules for sending
 * and clearing. */

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
export const HISTORY_ERROR =
  'Sorry, I could not load our earlier conversation. You can still ask me anything.';
export const CLEAR_ERROR = 'Sorry, the conversation could not be cleared. Please try again.';

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

/** A turn as the server keeps it (GET /api/chat/history). */
export interface StoredTurn {
  role: ChatRole;
  content: string;
}

/** The kept conversation as the thread's first messages, in the order it was held. */
export function fromHistory(turns: readonly StoredTurn[]): ChatMessage[] {
  return turns.map((turn) => chatMessage(turn.role, turn.content));
}

/** Clearing needs something to clear, and waits for the conversation to load and for the
 * message in flight, whose answer would otherwise land in the emptied thread. */
export function mayClear(thread: { messageCount: number; loading: boolean; busy: boolean }) {
  return thread.messageCount > 0 && !thread.loading && !thread.busy;
}
