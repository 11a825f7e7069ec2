import { useEffect, useId, useRef, useState } from 'react';

import { useTheme } from '@/lib/theme';

import { prepareDiagram } from './diagram-text';
import { ZoomableDiagram } from './zoomable-diagram';
import styles from './sections.module.css';

const RENDER_DELAY_MS = 100;

type DiagramState =
  { status: 'waiting' } | { status: 'ready'; svg: string } | { status: 'error'; message: string };

function useOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [visible]);
  return { ref, visible };
}

export function DiagramSection({ source, caption }: { source: string; caption?: string }) {
  const { ref, visible } = useOnScreen<HTMLElement>();
  const { theme } = useTheme();
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [state, setState] = useState<DiagramState>({ status: 'waiting' });

  useEffect(() => {
    if (!visible || !source.trim()) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('./mermaid-runtime')
        .then(({ renderDiagram }) => renderDiagram(id, prepareDiagram(source), theme))
        .then((svg) => {
          if (!cancelled) setState({ status: 'ready', svg });
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (!cancelled) setState({ status: 'error', message });
        });
    }, RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [visible, source, theme, id]);

  return (
    <figure ref={ref} className={styles.diagram}>
      {!source.trim() ? (
        <p className={styles.diagramNote}>No diagram data provided</p>
      ) : state.status === 'waiting' ? (
        <p className={styles.diagramNote} role="status">
          Loading diagram...
        </p>
      ) : state.status === 'ready' ? (
        <ZoomableDiagram svg={state.svg} label={caption ?? 'Diagram'} />
      ) : (
        <div className={styles.diagramError} role="alert">
          <p className={styles.diagramErrorTitle}>⚠️ Error rendering diagram</p>
          <p className={styles.diagramErrorMessage}>{state.message}</p>
          <details>
            <summary>Show diagram code</summary>
            <pre>{source}</pre>
          </details>
        </div>
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
