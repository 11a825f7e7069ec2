import { NumberField } from './number-field';
import styles from './panel.module.css';
import { withHitRatio, type SimulationSettings } from './settings';
import type { ComponentResult } from './types';

/** The engine's shares when neither the run nor the design sets one (simulation/engine/routing.py,
 * DEFAULT_HIT_RATIO); the last run says which share it used. */
const DEFAULT_PERCENT: Readonly<Record<string, number>> = { cache: 80, cdn: 90 };

interface HitRatiosEditorProps {
  caches: readonly ComponentResult[];
  hitRatios: SimulationSettings['hitRatios'];
  change: (edit: (current: SimulationSettings) => SimulationSettings) => void;
}

/** How many reads each cache and CDN answers itself; empty for the engine's default. */
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
              placeholder={String(
                cache.hit_ratio === null
                  ? (DEFAULT_PERCENT[cache.role ?? ''] ?? 0)
                  : Math.round(cache.hit_ratio * 100),
              )}
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
