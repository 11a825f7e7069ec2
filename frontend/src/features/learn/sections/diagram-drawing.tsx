import type { CSSProperties, ReactNode, Ref } from 'react';

import type { DiagramSize } from './diagram-zoom';
import styles from './sections.module.css';

interface DiagramDrawingProps {
  /** Mermaid's SVG markup, drawn as one image named by the label... */
  svg?: string;
  /** ...or a drawing of its own (an <img> with its alt text), in a scroll box the label names. */
  children?: ReactNode;
  label: string;
  size: DiagramSize | null;
  /** A CSS width: fitted (see fitWidth) or a zoomed size in pixels. */
  width: string;
  /** The drawing itself, whose rendered width is the current zoom. */
  ref?: Ref<HTMLDivElement>;
  className?: string;
  /** Opens the diagram full screen, on a click or a tap on it or Enter while it has focus. */
  onOpen?: () => void;
}

/**
 * The rendered diagram in a box that scrolls both ways when the drawing is larger than its
 * space. The box takes the keyboard focus, so arrow keys scroll it too.
 */
export function DiagramDrawing(props: DiagramDrawingProps) {
  const { svg, children, label, size, width, ref, className, onOpen } = props;
  const style: CSSProperties = size ? { width } : {};
  return (
    <div
      className={[styles.diagramViewport, styles.scrollShadows, className]
        .filter(Boolean)
        .join(' ')}
      tabIndex={0}
      role={children ? 'region' : 'img'}
      aria-label={label}
      aria-keyshortcuts={onOpen ? 'Enter' : undefined}
      data-opens={onOpen ? 'full-screen' : undefined}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onOpen) onOpen();
      }}
    >
      <div
        ref={ref}
        className={styles.diagramSvg}
        style={style}
        {...(children ? { children } : { dangerouslySetInnerHTML: { __html: svg ?? '' } })}
      />
    </div>
  );
}
