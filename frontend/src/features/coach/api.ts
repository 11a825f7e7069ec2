import { useQuery } from '@tanstack/react-query';

import type { ExportDocument } from '@/lib/design';
import { api } from '@/lib/api/client';

import { CHAT_ERROR, CHAT_OFFLINE, fromHistory, type ChatMessage } from './chat-model';

export type CoachReply = { ok: true; text: string } | { ok: false; text: string };

/** POST /api/chat; when it fails, a fixed message (server error or offline) stands in. */
export async function askCoach(
  message: string,
  sessionId: string,
  problemId: string,
  design: ExportDocument | undefined,
): Promise<CoachReply> {
  try {
    const { data } = await api.POST('/api/chat', {
      body: { message, session_id: sessionId, problem_id: problemId, design },
    });
    return data ? { ok: true, text: data.response } : { ok: false, text: CHAT_ERROR };
  } catch (error) {
    console.warn('Could not reach the coach', error);
    return { ok: false, text: CHAT_OFFLINE };
  }
}

export const coachHistoryKey = (problemId: string) => ['coach', 'history', problemId] as const;

/** The user's conversation about the problem as the server keeps it, oldest first; read once
 * per visit to the workspace (`enabled` only where the coach is offered). */
export function useCoachHistory(problemId: string, enabled: boolean) {
  return useQuery({
    queryKey: coachHistoryKey(problemId),
    enabled,
    // This visit's own turns join the thread as they are sent: a second read would repeat
    // them. The next visit reads it afresh, with what other tabs and devices added.
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async (): Promise<ChatMessage[]> => {
      const { data, response } = await api.GET('/api/chat/history', {
        params: { query: { problem_id: problemId } },
      });
      if (!data) throw new Error(`Could not load the conversation (${String(response.status)})`);
      return fromHistory(data.messages);
    },
  });
}

/** DELETE /api/chat/history; whether the conversation is gone. */
export async function clearCoachHistory(problemId: string): Promise<boolean> {
  try {
    const { response } = await api.DELETE('/api/chat/history', {
      params: { query: { problem_id: problemId } },
    });
    return response.ok;
  } catch (error) {
    console.warn('Could not reach the coach to clear the conversation', error);
    return false;
  }
}
