import { useMatches } from 'react-router';

/** A route's `handle` for a page that fills the window under the header, without the footer. */
export const FULL_WINDOW = { fullWindow: true } as const;

function fillsWindow(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'fullWindow' in handle;
}

export function useFullWindow(): boolean {
  return useMatches().some((match) => fillsWindow(match.handle));
}
