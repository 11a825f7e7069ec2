import { MiniMap, Panel } from '@xyflow/react';
import { useState } from 'react';

import styles from './canvas.module.css';

/** Small enough to leave the corner's components in sight, and see-through over the rest. */
const SIZE = { width: 144, height: 96 };
const NARROW = '(width <= 900px)';

/** The overview of the whole design in the canvas's corner, which can be folded away; on a
 * narrow screen it starts folded. */
export function DesignMinimap() {
  const [open, setOpen] = useState(() => !window.matchMedia(NARROW).matches);
  return (
    <Panel position="bottom-right" className={styles.minimapPanel}>
      {open && <MiniMap pannable zoomable className={styles.minimap} style={SIZE} />}
      <button
        type="button"
        className={styles.minimapToggle}
        aria-expanded={open}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {open ? 'Hide map' : 'Show map'}
      </button>
    </Panel>
  );
}
