/**
 * The coach's welcome (SPEC: "after about 1 second the chat shows a welcome hint about a
 * URL-shortener design"): the first message of a conversation with nothing kept of it, shown
 * and never sent, so the server only ever hears (and keeps) what the learner typed.
 */

import type { ChatMessage } from './chat-model';

export const WELCOME_DELAY_MS = 1000;

/** What the four parts a new canvas starts with do in a URL shortener, and what to add next. */
export function welcomeHint(problemTitle: string): string {
  return [
    `**Welcome to ${problemTitle}!** A new canvas starts with four parts most systems need. ` +
      'Here is what they do in a URL shortener, the classic first design:',
    '',
    '- **Client**: the browser that opens a short link.',
    "- **DNS**: turns the short domain into your server's address.",
    '- **Server**: looks the short code up and sends a redirect.',
    '- **Database**: keeps each short code with its long URL.',
    '',
    'Redirects far outnumber new links, so a good next step is a **Cache** in front of the ' +
      'database. Ask me about any trade-off, or about your design.',
  ].join('\n');
}

/** Calls `show` once the delay has passed; returns what cancels it. */
export function afterWelcomeDelay(show: () => void, delayMs = WELCOME_DELAY_MS): () => void {
  const timer = setTimeout(show, delayMs);
  return () => {
    clearTimeout(timer);
  };
}

/** The thread with the welcome as its first message. A learner who wrote before it came keeps
 * the thread as it is: a welcome under their question would be out of place. */
export function withWelcome(thread: ChatMessage[], welcome: ChatMessage): ChatMessage[] {
  return thread.length === 0 ? [welcome] : thread;
}
