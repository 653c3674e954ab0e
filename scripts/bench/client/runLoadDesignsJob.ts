import { nodesMap } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { buildKitchenDesign } from '../design/buildKitchenDesign';
import type { ClientJob } from './ClientJob';
import { emptyClientResult } from './ClientResult';
import { disposeClients } from './disposeClients';
import type { JobControl } from './JobControl';
import type { JobRun } from './JobRun';
import type { BenchClient } from './BenchClient';
import { prepareBenchClient } from './prepareBenchClient';
import { waitUntil } from './waitUntil';

const TIMEOUT_MS = 60_000;

/**
 * One editor per room uploads the same saved design (as a save file import would) and stays connected,
 * so the room stays loaded; a second client per room then joins until it sees every model, which
 * proves the server holds the whole design before the orchestrator weighs its heap.
 */
export async function runLoadDesignsJob(
  job: Extract<ClientJob, { kind: 'loadDesigns' }>,
  control: JobControl,
): Promise<JobRun> {
  const result = emptyClientResult();
  const design = buildKitchenDesign(job.models);
  result.designBytes = design.byteLength;
  const holders: BenchClient[] = [];
  for (let room = 0; room < job.rooms; room += 1) {
    const holder = (await prepareBenchClient(job.target, `design-${room}`, { role: 'editor' }))();
    holders.push(holder);
    if (!(await waitUntil(() => holder.provider.synced, TIMEOUT_MS, 10)))
      throw new Error('holder never synced');
    Y.applyUpdate(holder.doc, design);
    const probe = (await prepareBenchClient(job.target, `design-${room}`, { role: 'viewer' }))();
    const loaded = await waitUntil(() => nodesMap(probe.doc, 'model').size === job.models, TIMEOUT_MS, 10);
    await disposeClients([probe]);
    if (!loaded) throw new Error(`room design-${room} never served the whole design`);
  }
  await control.ready();
  return { result, dispose: () => disposeClients(holders) };
}
