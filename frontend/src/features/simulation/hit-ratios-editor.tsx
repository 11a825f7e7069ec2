import { NumberField } from './number-field';
import styles from './panel.module.css';
import { withHitRatio, type SimulationSettings } from './settings';
import type { ComponentResult } from './types';

interface HitRatiosEditorProps {
  caches: readonly ComponentResult[];
  hitRatios: SimulationSettings['hitRatios'];
  change: (edit: (current: SimulationSettings) => SimulationSettings) => void;
}

/** How many reads each cache and CDN answers itself; empty for the share its design states, else
 * the engine's default. */
export function HitRatiosEditor({ caches, hitRatios, change }: HitRatiosEditorProps) {
  return (
    <fieldset className={styles.group}>
      <legend>Reads answered by each cache (%)</legend>
      <div className={styles.failureFields}>
        {caches.map((cache) => {
          const chosen = hitRatios[cache.id];
          return (
            <NumberField
              key={cache.id}
              label={cache.label}
              min={0}
              max={100}
              step={5}
              // The share the last run used: the design's, else the engine's default.
              placeholder={String(Math.round((cache.hit_ratio ?? 0) * 100))}
              value={chosen === undefined ? null : Math.round(chosen * 100)}
              onNumber={(percent) => {
                const ratio = percent === null ? null : percent / 100;
                change((current) => withHitRatio(current, cache.id, ratio));
              }}
            />
          );
        })}
      </div>
      <p className={styles.hint}>
        Left empty, a cache answers the share of reads its design states (&ldquo;hit rate:
        95%&rdquo;), else 80%, and a CDN 90%.
      </p>
    </fieldset>
  );
}
