import type { CanvasDesign } from '@/lib/design';

import styles from './reference.module.css';
import { useDiagram } from './use-diagram';

/** A design drawn as the exported picture, at its own size (text as large as on the canvas):
 * a large design scrolls inside its frame. */
export function DesignFigure({ design, caption }: { design: CanvasDesign; caption: string }) {
  const drawn = useDiagram(design);
  return (
    <figure className={styles.figure}>
      <figcaption>{caption}</figcaption>
      {drawn ? (
        // Scrollable, so reachable by keyboard and named for what it holds.
        <div className={styles.picture} tabIndex={0} role="region" aria-label={caption}>
          <img
            src={drawn.source}
            width={drawn.width}
            height={drawn.height}
            alt={`${caption}: ${drawn.names}`}
          />
        </div>
      ) : (
        <p className={styles.empty}>The canvas is empty.</p>
      )}
    </figure>
  );
}
