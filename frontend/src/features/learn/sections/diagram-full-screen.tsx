import { useEffect, useRef, useState, type ReactNode } from 'react';

import modal from '@/components/modal-dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';

import { DiagramDrawing } from './diagram-drawing';
import { fitWidth, type DiagramSize } from './diagram-zoom';
import styles from './sections.module.css';
import { ZoomControls } from './zoom-controls';

interface DiagramFullScreenProps {
  /** Mermaid's SVG markup, or else the children: a drawing of its own such as an <img>. */
  svg?: string;
  children?: ReactNode;
  label: string;
  size: DiagramSize | null;
  /** Fitted to the screen it is never drawn below this share of its size; it scrolls instead. */
  smallestScale?: number;
  onClose: () => void;
}

/** A diagram over the whole screen, fitted to it at first, with zoom steps and scrolling. */
export function DiagramFullScreen(props: DiagramFullScreenProps) {
  const { svg, children, label, size, smallestScale, onClose } = props;
  // It fills the screen, so it has no backdrop to click; Escape and Close shut it.
  const { ref } = useModalDialog(true, onClose);
  // Closing through the dialog itself gives the focus back to the button that opened it.
  const close = () => ref.current?.close();
  const drawing = useRef<HTMLDivElement>(null);
  // null: fitted to the screen; otherwise a share of the diagram's own size.
  const [zoom, setZoom] = useState<number | null>(null);
  // The scale the drawing is shown at, fitted or zoomed, as the screen resizes.
  const [shown, setShown] = useState(1);
  useEffect(() => {
    const element = drawing.current;
    if (!element || !size) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setShown(entry.contentRect.width / size.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [size]);
  const scale = zoom ?? shown;
  const width = !size
    ? ''
    : zoom === null
      ? fitWidth(size, true, smallestScale)
      : `${String(size.width * zoom)}px`;

  return (
    <dialog
      ref={ref}
      className={`${modal.sheet} ${styles.fullScreen}`}
      aria-label={`${label} (full screen)`}
      onClose={onClose}
    >
      <div className={styles.fullScreenBar}>
        <p className={styles.fullScreenTitle}>{label}</p>
        <ZoomControls scale={scale} fitted={zoom === null} onZoom={setZoom} onClose={close} />
      </div>
      <DiagramDrawing
        ref={drawing}
        svg={svg}
        label={label}
        size={size}
        width={width}
        className={styles.fullScreenViewport}
      >
        {children}
      </DiagramDrawing>
    </dialog>
  );
}
