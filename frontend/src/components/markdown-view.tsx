import { useEffect, useState, type MouseEvent } from 'react';

import styles from './markdown-view.module.css';

type Renderer = (markdown: string) => string;

// The Markdown reader (marked and DOMPurify, 22 KB) is fetched the first time feedback or a
// coach answer is shown, not with the workspace: no one reads either before the canvas is up.
let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

function loadRenderer(): Promise<Renderer> {
  loading ??= import('@/lib/markdown').then((module) => (renderer = module.renderMarkdown));
  return loading;
}

function useRenderer(): Renderer | null {
  const [loaded, setLoaded] = useState<Renderer | null>(() => renderer);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadRenderer().then(
      (render) => {
        if (live) setLoaded(() => render);
      },
      (error: unknown) => {
        // The text stays readable as it was written; formatting waits for the next try.
        loading = null;
        console.warn('Could not load the Markdown reader', error);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * Feedback Markdown (coach answers, assessment analyses), sanitised. Links inside the app open
 * in a new tab, so a design in progress stays where it is. Until the reader has loaded, the
 * text shows as written.
 */
export function MarkdownView({ source }: { source: string }) {
  const render = useRenderer();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    window.open(href, '_blank', 'noopener');
  };
  if (!render) return <div className={`${styles.markdown} ${styles.plain}`}>{source}</div>;
  return (
    // Clicks are delegated from the links inside, which stay keyboard-reachable themselves.
    <div
      className={styles.markdown}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: render(source) }}
    />
  );
}
