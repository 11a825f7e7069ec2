import { buttonClass } from '@/components/button-class';
import { CloseIcon } from '@/components/icons';

import { canZoomIn, canZoomOut, zoomIn, zoomLabel, zoomOut } from './diagram-zoom';
import styles from './sections.module.css';

const STEPS = [
  { label: 'Zoom out', glyph: '−', applies: canZoomOut, next: zoomOut },
  { label: 'Zoom in', glyph: '+', applies: canZoomIn, next: zoomIn },
] as const;

interface ZoomControlsProps {
  /** The scale the diagram is shown at, against its own size. */
  scale: number;
  fitted: boolean;
  /** A new scale, or null to fit the diagram to the screen again. */
  onZoom: (scale: number | null) => void;
  onClose: () => void;
}

/** Zoom out, the zoom level, zoom in, Fit and Close, for a diagram shown full screen. */
export function ZoomControls({ scale, fitted, onZoom, onClose }: ZoomControlsProps) {
  const [out, into] = STEPS.map(({ label, glyph, applies, next }) => (
    <button
      key={label}
      type="button"
      className={`${buttonClass('secondary', 'icon')} ${styles.glyph}`}
      aria-label={label}
      disabled={!applies(scale)}
      onClick={() => {
        onZoom(next(scale));
      }}
    >
      {glyph}
    </button>
  ));
  return (
    <div className={styles.zoomControls}>
      {out}
      <span className={styles.zoomLevel} aria-live="polite">
        {zoomLabel(scale)}
      </span>
      {into}
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        disabled={fitted}
        onClick={() => {
          onZoom(null);
        }}
      >
        Fit
      </button>
      <button
        type="button"
        className={buttonClass('ghost', 'icon')}
        aria-label="Close full screen"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
