import { msLabel, percentLabel, rpsLabel } from './figures';
import styles from './results.module.css';
import type { FlowResult } from './types';

/** The p99 against the brief's target, in words as well as colour. The brief times neither a
 * consumer (no answer waits on it) nor a cache's miss path (its target is the cache's). */
function TargetMark({ flow }: { flow: FlowResult }) {
  if (flow.fills !== null) return <span className={styles.sub}>no target of its own</span>;
  if (flow.target_p99_ms === null) return <span className={styles.sub}>no answer waits</span>;
  const over = flow.p99_ms > flow.target_p99_ms;
  return (
    <span className={styles.mark} data-over={over}>
      <span aria-hidden="true">{over ? '▲ ' : '✓ '}</span>
      {over ? 'over' : 'within'} {msLabel(flow.target_p99_ms)}
    </span>
  );
}

/** What enters the flow: one no request reaches (the brief gives it none, or nothing feeds its
 * queue) is timed for a single request; a miss path carries another flow's cache misses. */
function Carried({ flow }: { flow: FlowResult }) {
  const carried = flow.peak_rps > 0 ? rpsLabel(flow.peak_rps) : 'no requests reach it';
  return (
    <span className={styles.sub}>
      {flow.fills === null ? carried : `${carried}: the cache misses of “${flow.fills}”`}
    </span>
  );
}

interface FlowsTableProps {
  flows: readonly FlowResult[];
  /** The brief's flows the design has no way for: listed, not run. */
  missing?: readonly string[];
}

/** Each flow end to end: its median and p99 time, and the share of requests it answered. */
export function FlowsTable({ flows, missing = [] }: FlowsTableProps) {
  if (flows.length === 0 && missing.length === 0) return null;
  return (
    <div className={styles.scroll} role="region" aria-label="Flows" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.title}>Flows</caption>
        <thead>
          <tr>
            <th scope="col">Flow</th>
            <th scope="col">p50</th>
            <th scope="col">p99</th>
            <th scope="col">Success</th>
          </tr>
        </thead>
        <tbody>
          {flows.map((flow) => (
            <tr key={flow.name}>
              <th scope="row">
                {flow.name}
                <Carried flow={flow} />
              </th>
              <td className={styles.number}>{msLabel(flow.p50_ms)}</td>
              <td>
                <span className={styles.number}>{msLabel(flow.p99_ms)}</span>
                <TargetMark flow={flow} />
              </td>
              <td className={styles.number}>{percentLabel(flow.success_rate)}</td>
            </tr>
          ))}
          {missing.map((name) => (
            <tr key={name}>
              <th scope="row">
                {name}
                <span className={styles.sub}>not in the design</span>
              </th>
              <td colSpan={3}>
                <span className={styles.sub}>
                  No way through the design: draw the parts it needs.
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
