import type { ClientJob } from './ClientJob';
import type { ClientResult } from './ClientResult';

/** The orchestrator's side of the client process conversation: job → ready → go → result → close. */
export type ToClient = { type: 'job'; job: ClientJob } | { type: 'go' } | { type: 'close' };

export type FromClient =
  { type: 'ready' } | { type: 'result'; result: ClientResult } | { type: 'error'; message: string };
