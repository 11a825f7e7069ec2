/** The simulation feature's face to app/: one hook, and the contract it fills. */
export { useSimulation } from './use-simulation';
export type { SimulationHost, SimulationView } from './simulation-host';
