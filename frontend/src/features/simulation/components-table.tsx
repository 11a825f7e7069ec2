import type { CSSProperties } from 'react';

import { utilizationLabel, type LoadState } from '@/lib/load';

import { ComponentButton } from './component-button';
import { copiesLine, countLabel, msLabel } from './figures';
import styles from './results.module.css';
import type { ComponentResult } from './types';
import { worstFirst } from './worst-first';

const STATE_LABEL: Readonly<Record<LoadState, string>> = {
  ok: 'OK',
  hot: 'Hot',
  saturated: 'Saturated',
  down: 'Down',
};

/** The bar's filled share, as a custom property its gradient reads. */
function barFill(utilization: number): CSSProperties {
  return { '--fill': `${String(Math.min(100, utilization * 100))}%` } as CSSProperties;
}

interface ComponentsTableProps {
  components: readonly ComponentResult[];
  highlight: (componentIds: string[]) => void;
}

/** Each component at its busiest second, worst first; a name shows it on the canvas. */
export function ComponentsTable({ components, highlight }: ComponentsTableProps) {
  if (components.length === 0) return null;
  return (
    <>
      <div className={styles.scroll} role="region" aria-label="Components" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.title}>Components, worst first</caption>
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col">Busy</th>
              <th scope="col">p99</th>
              <th scope="col">Dropped /s</th>
            </tr>
          </thead>
          <tbody>
            {worstFirst(components).map((component) => (
              <tr key={component.id} data-state={component.state}>
                <th scope="row">
                  <ComponentButton
                    id={component.id}
                    label={component.label}
                    highlight={highlight}
                  />
                  <span className={styles.state}>{STATE_LABEL[component.state]}</span>
                  <span className={styles.sub}>{copiesLine(component)}</span>
                </th>
                <td>
                  {/* The figure beside the bar says the same to a screen reader. */}
                  <span
                    className={styles.bar}
                    style={barFill(component.utilization)}
                    aria-hidden="true"
                  />
                  <span className={styles.number}>{utilizationLabel(component.utilization)}</span>
                </td>
                <td className={styles.number}>{msLabel(component.p99_ms)}</td>
                <td className={styles.number}>{countLabel(component.dropped_rps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {components.some((component) => component.sized_for_peak) && (
        <p className={styles.note}>
          Sized for the peak: the design states no count for a fleet or a cluster that grows, so the
          run gives it enough copies to be 70% busy at the brief&apos;s peak. State the count to run
          what you would deploy.
        </p>
      )}
    </>
  );
}
