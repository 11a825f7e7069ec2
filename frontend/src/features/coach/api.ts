import type { ExportDocument } from '@/lib/design';
import { api } from '@/lib/api/client';

import { CHAT_ERROR, CHAT_OFFLINE } from './chat-model';

export type CoachReply = { ok: true; text: string } | { ok: false; text: string };

/** POST /api/chat; when it fails, a fixed message (server error or offline) stands in. */
export async function askCoach(
  message: string,
  sessionId: string,
  design: ExportDocument | undefined,
): Promise<CoachReply> {
  try {
    const { data } = await api.POST('/api/chat', {
      body: { message, session_id: sessionId, design },
    });
    return data ? { ok: true, text: data.response } : { ok: false, text: CHAT_ERROR };
  } catch (error) {
    console.warn('Could not reach the coach', error);
    return { ok: false, text: CHAT_OFFLINE };
  }
}
