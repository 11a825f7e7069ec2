import { useMemo } from 'react';

import type { CanvasDesign } from '@/lib/design';

import { themeOf } from '../canvas/model/export-image';
import { diagramSvg } from '../canvas/model/diagram-svg';
import styles from './reference.module.css';

/** A design drawn as the exported picture, in the current theme's colours, at its own size
 * (text as large as on the canvas): a large design scrolls inside its frame. */
export function DesignFigure({ design, caption }: { design: CanvasDesign; caption: string }) {
  const drawn = useMemo(() => {
    const flow = document.querySelector<HTMLElement>('.react-flow') ?? document.body;
    return diagramSvg(design, themeOf(flow));
  }, [design]);
  const names = design.widgets.map((component) => component.name).join(', ');
  return (
    <figure className={styles.figure}>
      <figcaption>{caption}</figcaption>
      {drawn ? (
        // Scrollable, so reachable by keyboard and named for what it holds.
        <div className={styles.picture} tabIndex={0} role="region" aria-label={caption}>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
            width={drawn.width}
            height={drawn.height}
            alt={`${caption}: ${names}`}
          />
        </div>
      ) : (
        <p className={styles.empty}>The canvas is empty.</p>
      )}
    </figure>
  );
}
