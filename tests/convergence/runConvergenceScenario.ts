import { saveFileContentsToDoc } from '@kitchensync/schemas';
import * as Y from 'yjs';
import { FUZZ_SAVE_DOCUMENT } from './fuzzSaveDocument';
import { COMMAND_WEIGHTS, runRandomCommand, type CommandWeights } from './runRandomCommand';
import { seededRandom } from './seededRandom';
import { SimulatedNetwork } from './SimulatedNetwork';

/** What the server loaded before anyone joined: a corner of two joined walls and a cabinet. */
function loadedSave(): Y.Doc {
  const server = new Y.Doc();
  // A random client id would change the encoded document from one replay of a seed to the next.
  server.clientID = 1;
  return saveFileContentsToDoc(
    {
      document: FUZZ_SAVE_DOCUMENT,
      walls: [
        { id: 'wall_a', position: { x: 0, z: 0 }, dimensions: { x: 3 }, connected: ['wall_b'] },
        {
          id: 'wall_b',
          position: { x: 3, z: 0 },
          dimensions: { x: 2.4 },
          angle: Math.PI / 2,
          connected: ['wall_a'],
        },
      ],
      models: [
        {
          id: 'model_a',
          catalogModelId: 'B24',
          modelType: 'base',
          position: { x: 0.3, y: 0, z: 0.3 },
          dimensions: { width: 0.6096, height: 0.8763, depth: 0.6096 },
        },
      ],
      openings: [
        {
          id: 'opening_a',
          opening_id: 'window-30',
          wall_id: 'wall_a',
          position: { x: 1.5, y: 1.0668, z: 0 },
          dimensions: { x: 0.762, y: 0.9144, z: 0.1143 },
        },
      ],
    },
    server,
  );
}

const ACTION_WEIGHTS = { command: 10, deliver: 8, disconnect: 1, reconnect: 1.5, reload: 0.3 };

export interface ScenarioOptions {
  /** Drawn from the seed (2 to 6) when not given. */
  replicaCount?: number;
  commandWeights?: CommandWeights;
  actionWeights?: typeof ACTION_WEIGHTS;
  /**
   * Every this many steps, everyone reconnects and every queue drains, then `onSettled` checks the
   * network: only then must every replica agree, as messages in flight leave them apart meanwhile.
   */
  settleEvery?: number;
  onSettled?: (network: SimulatedNetwork, steps: readonly string[]) => void;
}

/**
 * One seeded session: 2 to 6 replicas join the loaded save, then edit, lose and regain their
 * connections, reload their tab and receive messages in an order the seed picks, until everyone
 * reconnects and every queue is drained. Returns the network for the caller to check, and the steps
 * taken, to replay by eye.
 */
export function runConvergenceScenario(
  seed: number,
  options: ScenarioOptions = {},
): { network: SimulatedNetwork; steps: string[] } {
  const random = seededRandom(seed);
  const network = new SimulatedNetwork(loadedSave(), options.replicaCount ?? random.int(2, 6), random);
  network.settle(random);
  const steps: string[] = [];
  const stepCount = random.int(30, 150);
  for (let step = 0; step < stepCount; step += 1) {
    const replica = random.pick(network.replicas);
    const action = random.weighted(options.actionWeights ?? ACTION_WEIGHTS);
    if (action === 'command') {
      const offline = network.isOnline(replica) ? '' : ' (offline)';
      const command = runRandomCommand(replica, random, options.commandWeights ?? COMMAND_WEIGHTS);
      steps.push(`${replica.name} ${command}${offline}`);
    } else if (action === 'deliver') {
      const deliveries = random.int(1, 6);
      for (let delivery = 0; delivery < deliveries && network.deliverOne(random); delivery += 1);
      steps.push(`deliver ${deliveries}`);
    } else if (action === 'disconnect' && network.isOnline(replica)) {
      const keepQueues = random.chance(0.5);
      network.disconnect(replica, keepQueues);
      steps.push(`${replica.name} disconnect${keepQueues ? ' holding its queues' : ''}`);
    } else if (action === 'reconnect' && !network.isOnline(replica)) {
      network.connect(replica);
      steps.push(`${replica.name} reconnect`);
    } else if (action === 'reload') {
      network.reload(replica, random);
      steps.push(`${replica.name} reload`);
    }
    if (options.settleEvery !== undefined && (step + 1) % options.settleEvery === 0) {
      network.settle(random);
      steps.push('settle');
      options.onSettled?.(network, steps);
    }
  }
  network.settle(random);
  return { network, steps };
}
