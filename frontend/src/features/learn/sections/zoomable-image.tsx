import { useRef, useState } from 'react';

import { DiagramFullScreen } from './diagram-full-screen';
import { FullScreenButton } from './full-screen-button';
import { imageTreatment } from './image-treatment';
import styles from './sections.module.css';

interface ZoomableImageProps {
  src: string;
  alt: string;
  caption: string;
  /** The drawn size the loader measured, if it did. */
  width?: number;
  height?: number;
}

/**
 * A lesson image that fits the column, with a "Full screen" button; a click, a tap or Enter on
 * the image opens it too. Full screen never draws it below its own size, where a drawing's
 * smallest text (12 px) is readable on a phone: a larger drawing scrolls there instead.
 */
export function ZoomableImage({ src, alt, caption, width, height }: ZoomableImageProps) {
  const [fullScreen, setFullScreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The dialog gives the focus back to what had it when it opened: the button, from the image too.
  const open = () => {
    opener.current?.focus();
    setFullScreen(true);
  };
  const label = caption || alt || 'Image';
  const size = width && height ? { width, height } : null;
  const drawn = { src, alt, width, height, className: styles[imageTreatment(src)] };
  return (
    <div className={styles.zoomable}>
      <FullScreenButton ref={opener} label={label} onOpen={open} />
      <img
        {...drawn}
        loading="lazy"
        tabIndex={0}
        aria-keyshortcuts="Enter"
        data-opens="full-screen"
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter') open();
        }}
      />
      {fullScreen && (
        <DiagramFullScreen
          label={label}
          size={size}
          smallestScale={1}
          onClose={() => {
            setFullScreen(false);
          }}
        >
          <img {...drawn} />
        </DiagramFullScreen>
      )}
    </div>
  );
}
