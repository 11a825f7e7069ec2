import type { MouseEvent } from 'react';

import { renderMarkdown } from '@/lib/markdown';

import styles from './markdown-view.module.css';

/**
 * Feedback Markdown (coach answers, assessment analyses), sanitised. Links inside the app open
 * in a new tab, so a design in progress stays where it is.
 */
export function MarkdownView({ source }: { source: string }) {
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
      className={styles.markdown}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
