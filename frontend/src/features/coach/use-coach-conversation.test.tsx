// @vitest-environment jsdom
/**
 * The welcome comes about a second after an empty conversation loads, and never into one the
 * learner cleared meanwhile: under load, a clear can land inside that second.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { useCoachConversation, type CoachConversation } from './use-coach-conversation';
import { WELCOME_DELAY_MS } from './welcome-hint';

const { GET, DELETE, POST } = vi.hoisted(() => ({ GET: vi.fn(), DELETE: vi.fn(), POST: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { GET, DELETE, POST } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let conversation: CoachConversation;
let root: Root | null = null;

function Harness() {
  const shown = useCoachConversation(
    'url-shortener',
    () => {
      throw new Error('nothing is sent in these cases');
    },
    'Design a URL Shortener',
  );
  useEffect(() => {
    conversation = shown;
  });
  return null;
}

async function openEmpty() {
  const host = document.createElement('div');
  root = createRoot(host);
  const client = new QueryClient();
  act(() => {
    root?.render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
  });
  // The history's read and React Query's notice of it each take a turn of the timers.
  for (let turn = 0; turn < 5 && conversation.loading; turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
  expect(conversation.loading).toBe(false);
}

beforeEach(() => {
  vi.useFakeTimers();
  GET.mockResolvedValue({ data: { messages: [] }, response: new Response(null, { status: 200 }) });
  DELETE.mockResolvedValue({ response: new Response(null, { status: 204 }) });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  vi.clearAllMocks();
});

it('welcomes an empty conversation about a second after it loads', async () => {
  await openEmpty();
  expect(conversation.messages).toHaveLength(0);
  await act(() => vi.advanceTimersByTimeAsync(WELCOME_DELAY_MS));
  expect(conversation.messages.map((m) => m.role)).toEqual(['coach']);
});

it('does not welcome a conversation cleared within that second', async () => {
  await openEmpty();
  await act(() => vi.advanceTimersByTimeAsync(WELCOME_DELAY_MS / 2));
  await act(async () => {
    expect(await conversation.clear()).toBe(true);
  });
  await act(() => vi.advanceTimersByTimeAsync(WELCOME_DELAY_MS * 2));
  expect(conversation.messages).toEqual([]);
});
