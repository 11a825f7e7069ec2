import { useMemo, useRef, useState } from 'react';

import { DiagramDrawing } from './diagram-drawing';
import { DiagramFullScreen } from './diagram-full-screen';
import { fitWidth, svgSize } from './diagram-zoom';
import { FullScreenButton } from './full-screen-button';
import styles from './sections.module.css';

/**
 * A rendered diagram as wide as the column allows while its labels stay readable (wider ones
 * scroll sideways), with a button that opens it full screen to zoom.
 */
export function ZoomableDiagram({ svg, label }: { svg: string; label: string }) {
  const size = useMemo(() => svgSize(svg), [svg]);
  const [fullScreen, setFullScreen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // The diagram is drawn in one place at a time (its ids must stay unique in the page), so
  // while it is full screen its box keeps its height and the lesson stays where it was.
  const [heldHeight, setHeldHeight] = useState(0);
  const opener = useRef<HTMLButtonElement>(null);
  const open = () => {
    setHeldHeight(box.current?.offsetHeight ?? 0);
    setFullScreen(true);
  };
  // The drawing gives way to the full-screen one, so the focus returns to the button instead.
  const openFromDrawing = () => {
    opener.current?.focus();
    open();
  };

  return (
    <div
      ref={box}
      className={styles.zoomable}
      style={fullScreen ? { minHeight: heldHeight } : undefined}
    >
      <FullScreenButton ref={opener} label={label} onOpen={open} />
      {fullScreen ? (
        <DiagramFullScreen
          svg={svg}
          label={label}
          size={size}
          onClose={() => {
            setFullScreen(false);
          }}
        />
      ) : (
        <DiagramDrawing
          svg={svg}
          label={label}
          size={size}
          width={size ? fitWidth(size, false) : ''}
          onOpen={openFromDrawing}
        />
      )}
    </div>
  );
}
