import type { ClientJob } from './ClientJob';
import { emptyClientResult } from './ClientResult';
import { disposeClients } from './disposeClients';
import type { JobControl } from './JobControl';
import type { JobRun } from './JobRun';
import type { BenchClient } from './BenchClient';
import { prepareBenchClient } from './prepareBenchClient';
import { waitUntil } from './waitUntil';

const TIMEOUT_MS = 30_000;

/** Opens every socket of the storm in one synchronous loop and times each from creation to `synced`. */
export async function runJoinStormJob(
  job: Extract<ClientJob, { kind: 'joinStorm' }>,
  control: JobControl,
): Promise<JobRun> {
  const result = emptyClientResult();
  const openers = [];
  for (let i = 0; i < job.sockets; i += 1) {
    openers.push(await prepareBenchClient(job.target, 'storm', { role: i % 4 === 0 ? 'viewer' : 'editor' }));
  }
  await control.ready();
  const clients: BenchClient[] = [];
  for (const open of openers) {
    const startedAt = performance.now();
    const client = open();
    client.provider.once('sync', () => result.connectToSyncedMs.push(performance.now() - startedAt));
    const onStatus = ({ status }: { status: string }) => {
      if (status !== 'connected') return;
      result.connectToOpenMs.push(performance.now() - startedAt);
      client.provider.off('status', onStatus);
    };
    client.provider.on('status', onStatus);
    clients.push(client);
  }
  await waitUntil(() => result.connectToSyncedMs.length === job.sockets, TIMEOUT_MS, 5);
  result.failures = job.sockets - result.connectToSyncedMs.length;
  return { result, dispose: () => disposeClients(clients) };
}
