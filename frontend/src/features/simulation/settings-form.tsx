import { useId } from 'react';

import { FailuresEditor, type DesignComponent } from './failures-editor';
import { HitRatiosEditor } from './hit-ratios-editor';
import { LAST_STEP, loadAtStep, loadLabel, stepOfLoad, timesLabel } from './load-scale';
import styles from './panel.module.css';
import type { SimulationSettings } from './settings';
import { StepSlider } from './step-slider';
import type { ComponentResult, Shape } from './types';

const SHAPES: readonly { value: Shape; label: string; hint: string }[] = [
  { value: 'steady', label: 'Steady', hint: 'The same load for the whole run.' },
  { value: 'ramp', label: 'Ramp', hint: 'From nothing up to the load by the end.' },
  { value: 'spike', label: 'Spike', hint: 'Three times the load for 10 s, a third of the way in.' },
];

/** The loads named under the slider, each where the slider puts it. */
const SCALE_MARKS = [0.1, 1, 10];

interface SettingsFormProps {
  settings: SimulationSettings;
  change: (edit: (current: SimulationSettings) => SimulationSettings) => void;
  /** The design's components as they are now, for "Add a failure". */
  listComponents: () => DesignComponent[];
  /** The last run's caches and CDNs, whose hit ratios can be set. */
  caches: readonly ComponentResult[];
}

/** Load, traffic shape, failures and hit ratios: each change after a first run runs again. */
export function SettingsForm({ settings, change, listComponents, caches }: SettingsFormProps) {
  const loadId = useId();
  const shapeHintId = useId();
  const shape = SHAPES.find((candidate) => candidate.value === settings.shape) ?? SHAPES[0];
  return (
    <div className={styles.settings}>
      <div className={styles.field}>
        <div className={styles.fieldHead}>
          <label htmlFor={loadId}>Load</label>
          <output htmlFor={loadId} className={styles.value}>
            {loadLabel(settings.load)}
          </output>
        </div>
        <StepSlider
          id={loadId}
          className={styles.range}
          last={LAST_STEP}
          value={stepOfLoad(settings.load)}
          valueText={loadLabel(settings.load)}
          onStep={(step) => {
            change((current) => ({ ...current, load: loadAtStep(step) }));
          }}
        />
        <div className={styles.scale} aria-hidden="true">
          {SCALE_MARKS.map((load) => (
            <span key={load} style={{ left: `${String((stepOfLoad(load) / LAST_STEP) * 100)}%` }}>
              {timesLabel(load)}
            </span>
          ))}
        </div>
      </div>
      <fieldset className={styles.group} aria-describedby={shapeHintId}>
        <legend>Traffic shape</legend>
        <div className={styles.radios}>
          {SHAPES.map(({ value, label }) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name={`${loadId}-shape`}
                value={value}
                checked={settings.shape === value}
                onChange={() => {
                  change((current) => ({ ...current, shape: value }));
                }}
              />
              {label}
            </label>
          ))}
        </div>
        <p id={shapeHintId} className={styles.hint}>
          {shape?.hint}
        </p>
      </fieldset>
      <FailuresEditor
        failures={settings.failures}
        change={change}
        listComponents={listComponents}
      />
      {caches.length > 0 && (
        <HitRatiosEditor caches={caches} hitRatios={settings.hitRatios} change={change} />
      )}
    </div>
  );
}
