import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A lesson address with a section (`#section-3`, as a search result opens it) scrolls to that
 * section once the sections are drawn, and puts the focus there so the keyboard goes on from
 * it; once per visit of the address, not again as the lesson re-renders.
 */
export function useSectionInAddress(drawn: boolean) {
  const { hash, key } = useLocation();
  const reached = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!drawn || !hash || reached.current === key) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    reached.current = key;
    section.scrollIntoView({ block: 'start' });
    section.tabIndex = -1;
    section.focus({ preventScroll: true });
  }, [drawn, hash, key]);
}
