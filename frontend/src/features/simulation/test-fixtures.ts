/** Small results for the tests to build on: only what a test names differs from these. */

import type { ExportDocument } from '@/lib/design';

import type { ComponentResult, FlowResult, SimulationResult, TimelineStep } from './types';

export function component(id: string, change: Partial<ComponentResult> = {}): ComponentResult {
  return {
    id,
    label: id,
    role: null,
    copies: 1,
    sized_for_peak: false,
    capacity_per_copy_rps: 1000,
    arrival_rps: 100,
    reads_rps: 100,
    writes_rps: 0,
    hit_ratio: null,
    utilization: 0.1,
    wait_ms: 0,
    p99_ms: 5,
    dropped_rps: 0,
    state: 'ok',
    ...change,
  };
}

export function flow(name: string, change: Partial<FlowResult> = {}): FlowResult {
  return {
    name,
    path: [],
    fills: null,
    p50_ms: 20,
    p99_ms: 80,
    target_p99_ms: 500,
    success_rate: 1,
    peak_rps: 1000,
    ...change,
  };
}

/** A step at second `t` where each named component is as busy as given. */
export function step(t: number, utilization: Record<string, number>): TimelineStep {
  const components = Object.entries(utilization).map(
    ([id, busy]) => [id, { utilization: busy, queue_depth: 0, p99_ms: 5, dropped_rps: 0 }] as const,
  );
  return { t, components: Object.fromEntries(components), flows: {} };
}

export function result(change: Partial<SimulationResult> = {}): SimulationResult {
  return {
    verdict: 'holds',
    summary: 'Holds at 1× peak.',
    breaking_load: null,
    missing_flows: [],
    components: [],
    connections: [],
    flows: [],
    timeline: [],
    first_failure: null,
    writes_lost: 0,
    cost_per_month_usd: 0,
    ...change,
  };
}

/** An export document with these component ids, each labelled by its id. */
export function documentWith(ids: string[]): ExportDocument {
  const components = ids.map((id) => ({
    id,
    type: 'primitive' as const,
    label: id,
    metadata: { component_type: 'server' as const, customLogic: '', customProperties: [] },
    position: { x: 0, y: 0 },
  }));
  return {
    export_version: '1.0',
    export_timestamp: '',
    feedback_level: 'interview',
    problem: {
      id: 'url-shortener',
      title: 'Design a URL shortener',
      description: '',
      difficulty: 'easy',
      requirements: [],
      estimatedTime: '',
      companies: [],
      tags: [],
      required_tier_id: 0,
    },
    design: {
      system_name: 'Test',
      components,
      connections: [],
      core_user_journey: '',
      functional_requirements: [],
      non_functional_requirements: [],
      notes: { estimates: '', api: '', data_model: '', consistency: '', failure_handling: '' },
    },
  };
}
