import createClient from 'openapi-fetch';

import { sessionStore } from '@/lib/auth/store-instance';

import type { components, paths } from './schema';

/** Typed from FastAPI's OpenAPI schema (`make client` regenerates schema.d.ts). */
export const api = createClient<paths>({
  baseUrl: '',
  headers: { Accept: 'application/json' },
});

// Every call carries the bearer token while a session exists.
api.use({
  onRequest({ request }) {
    const session = sessionStore.getSession();
    if (session && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${session.access_token}`);
    }
    return request;
  },
});

type ErrorResponse = components['schemas']['ErrorResponse'];

/** The server's message for a failed call, or a fallback when the body is not ours. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const body = (error as ErrorResponse).error;
    if (typeof body.message === 'string') return body.message;
  }
  return fallback;
}
