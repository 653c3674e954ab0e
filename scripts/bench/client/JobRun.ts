import type { ClientResult } from './ClientResult';

/** A job that has measured: its result, and the teardown that runs after the orchestrator's last sample. */
export interface JobRun {
  result: ClientResult;
  dispose(): Promise<void>;
}
