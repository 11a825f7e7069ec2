/** The simulation API's shapes, named as the panel speaks of them. */

import type { components } from '@/lib/api/schema';

export type SimulationRequest = components['schemas']['SimulationIn'];
export type SimulationResult = components['schemas']['SimulationOut'];
export type ComponentResult = components['schemas']['ComponentOut'];
export type FlowResult = components['schemas']['FlowOut'];
export type TimelineStep = components['schemas']['TimelineStepOut'];
export type FailureRequest = components['schemas']['FailureIn'];
export type FirstFailure = components['schemas']['FirstFailureOut'];
export type Verdict = SimulationResult['verdict'];
export type Shape = SimulationRequest['shape'];
export type FailureKind = FailureRequest['kind'];
