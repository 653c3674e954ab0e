import type { ClientJob } from './ClientJob';
import { emptyClientResult } from './ClientResult';
import { disposeClients } from './disposeClients';
import type { JobControl } from './JobControl';
import type { JobRun } from './JobRun';
import type { BenchClient } from './BenchClient';
import { prepareBenchClient } from './prepareBenchClient';
import { waitUntil } from './waitUntil';

const SYNC_TIMEOUT_MS = 60_000;
/** How long deliveries still in flight after the last write may take before they count as lost. */
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * Rooms of editors and viewers; writers set their own key of the `bench` map to the send time, and every
 * other client of the room records when it sees it. Writer and receivers share this process's clock.
 */
export async function runTrafficJob(
  job: Extract<ClientJob, { kind: 'traffic' }>,
  control: JobControl,
): Promise<JobRun> {
  const result = emptyClientResult();
  const clients: BenchClient[] = [];
  const writers: { client: BenchClient; key: string }[] = [];
  let measuring = false;
  for (let room = 0; room < job.rooms; room += 1) {
    const roomName = `traffic-${room}`;
    const members = job.editorsPerRoom + job.viewersPerRoom;
    for (let member = 0; member < members; member += 1) {
      const role = member < job.editorsPerRoom ? 'editor' : 'viewer';
      const open = await prepareBenchClient(job.target, roomName, { role });
      const client = open();
      clients.push(client);
      const map = client.doc.getMap<number>('bench');
      map.observe((event, transaction) => {
        if (transaction.local || !measuring) return;
        const now = performance.now();
        for (const key of event.keysChanged) {
          const sentAt = map.get(key);
          if (sentAt === undefined) continue;
          result.latenciesMs.push(now - sentAt);
          result.delivered += 1;
        }
      });
      client.provider.on('connection-close', () => {
        if (measuring) result.disconnects += 1;
      });
      if (member < job.writersPerRoom) writers.push({ client, key: `w${room}_${member}` });
    }
  }
  const synced = await waitUntil(
    () => clients.every((client) => client.provider.synced),
    SYNC_TIMEOUT_MS,
    20,
  );
  if (!synced) throw new Error(`only ${clients.filter((c) => c.provider.synced).length} clients synced`);

  await control.ready();
  measuring = true;
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const receiversPerUpdate = job.editorsPerRoom + job.viewersPerRoom - 1;
  const periodMs = 1000 / job.writeHz;
  const timers: NodeJS.Timeout[] = [];
  await new Promise<void>((resolve) => {
    writers.forEach((writer, index) => {
      // Writers are spread evenly over one period so that the load is steady rather than in bursts.
      const offset = (index / writers.length) * periodMs;
      const start = setTimeout(() => {
        const write = () => {
          writer.client.doc.getMap<number>('bench').set(writer.key, performance.now());
          result.sent += 1;
        };
        write();
        timers.push(setInterval(write, periodMs));
      }, offset);
      timers.push(start);
    });
    setTimeout(resolve, job.durationMs);
  });
  for (const timer of timers) clearInterval(timer);
  result.expected = result.sent * receiversPerUpdate;
  await waitUntil(() => result.delivered >= result.expected, DRAIN_TIMEOUT_MS, 10);
  measuring = false;
  result.measuredMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuBefore);
  result.clientCpuPercent = (100 * (cpu.user + cpu.system)) / 1000 / result.measuredMs;
  return { result, dispose: () => disposeClients(clients) };
}
