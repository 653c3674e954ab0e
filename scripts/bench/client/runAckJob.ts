import type { ClientJob } from './ClientJob';
import { emptyClientResult } from './ClientResult';
import { disposeClients } from './disposeClients';
import type { JobControl } from './JobControl';
import type { JobRun } from './JobRun';
import { prepareBenchClient } from './prepareBenchClient';
import { waitUntil } from './waitUntil';

const ACK_TIMEOUT_MS = 2_000;
/** Lets acknowledgements of the initial sync arrive before timing starts, so none is taken for a write's. */
const SETTLE_MS = 300;
const GAP_MS = 20;

/** One editor writes, waits for its acknowledgement, and writes again; each wait is one sample. */
export async function runAckJob(
  job: Extract<ClientJob, { kind: 'ack' }>,
  control: JobControl,
): Promise<JobRun> {
  const result = emptyClientResult();
  let waiting: (() => void) | null = null;
  const open = await prepareBenchClient(job.target, 'ack', {
    role: 'editor',
    onAck: () => {
      waiting?.();
      waiting = null;
    },
  });
  const client = open();
  if (!(await waitUntil(() => client.provider.synced, 30_000, 10)))
    throw new Error('ack client never synced');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await control.ready();
  const map = client.doc.getMap<number>('bench');
  for (let i = 0; i < job.writes; i += 1) {
    const acked = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
      waiting = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    const sentAt = performance.now();
    map.set('ack', sentAt);
    result.sent += 1;
    if (await acked) result.ackMs.push(performance.now() - sentAt);
    else result.failures += 1;
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return { result, dispose: () => disposeClients([client]) };
}
