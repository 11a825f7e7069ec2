import type { MouseEvent } from 'react';

import { renderMarkdown } from '@/lib/markdown';

/**
 * Coach Markdown, sanitised. Lesson links open in a new tab so the design in progress stays
 * where it is.
 */
export function ChatMarkdown({ source, className }: { source: string; className?: string }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    window.open(href, '_blank', 'noopener');
  };
  return (
    // Clicks are delegated from the links inside, which stay keyboard-reachable themselves.
    <div
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
