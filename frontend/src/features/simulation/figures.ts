/** How the panel writes the run's figures: short, rounded the way people read them. */

import type { ComponentResult } from './types';

const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "180 ms", "1.2 s" past a second, "0.4 ms" under one. */
export function msLabel(ms: number): string {
  if (ms >= 1000) return `${oneDecimal.format(ms / 1000)} s`;
  return `${(ms < 1 ? oneDecimal : whole).format(ms)} ms`;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 3 });

/** "3.5", "1,240", "330K": a count (of requests a second, of requests waiting), as exact as
 * it is worth reading in a narrow column. */
export function countLabel(count: number): string {
  if (count >= 10_000) return compact.format(count);
  return (count < 10 ? oneDecimal : whole).format(count);
}

/** "1,240 req/s". */
export function rpsLabel(rps: number): string {
  return `${countLabel(rps)} req/s`;
}

/** "25K": a figure on a chart's axis, where room is short. */
export function compactLabel(count: number): string {
  return compact.format(count);
}

/** A share as a percentage: "99.9%", never rounded up to a 100% it did not reach. */
export function percentLabel(share: number): string {
  // The epsilon keeps 0.57 (569.99… per mille in floating point) at 57%.
  const percent = Math.floor(share * 1000 + 1e-9) / 10;
  return `${oneDecimal.format(percent)}%`;
}

/** "$1,200". */
export function dollarsLabel(usd: number): string {
  return `$${whole.format(usd)}`;
}

/** "t = 42 s": a moment of the run. */
export function momentLabel(t: number): string {
  return `t = ${String(t)} s`;
}

/** How many copies run, and what reaches them: "12 copies sized for the peak, 70K req/s in". */
export function copiesLine(component: ComponentResult): string {
  const rps = rpsLabel(component.arrival_rps);
  if (component.role === 'client') return `${rps} sent`;
  if (component.capacity_per_copy_rps === null) return `never runs out, ${rps} in`;
  const copies = `${String(component.copies)} ${component.copies === 1 ? 'copy' : 'copies'}`;
  return `${copies}${component.sized_for_peak ? ' sized for the peak' : ''}, ${rps} in`;
}
