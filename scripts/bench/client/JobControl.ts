/**
 * How a job runner hands control to the orchestrator: `ready` resolves once the orchestrator has
 * sampled the server (CPU, heap), so that the measured phase starts only after that sample.
 */
export interface JobControl {
  ready(): Promise<void>;
}
