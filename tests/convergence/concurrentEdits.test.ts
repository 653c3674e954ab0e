import {
  deleteNode,
  readNode,
  readNodes,
  saveFileContentsToDoc,
  updateNode,
  writeNode,
  type PlacedModelInput,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { expectConverged } from './expectConverged';
import { FUZZ_SAVE_DOCUMENT } from './fuzzSaveDocument';
import type { Replica } from './Replica';
import { seededRandom } from './seededRandom';
import { SimulatedNetwork } from './SimulatedNetwork';

const CABINET: PlacedModelInput = {
  id: 'model_sink',
  catalogModelId: 'SB36',
  modelType: 'base',
  catalogStyleId: 'shaker-white',
  position: { x: 1, y: 0, z: 0.3 },
  dimensions: { width: 0.9144, height: 0.8763, depth: 0.6096 },
};

/** Two synced replicas of a save holding one cabinet; the seed only orders the deliveries. */
function twoReplicas(seed: number) {
  const random = seededRandom(seed);
  const server = new Y.Doc();
  server.clientID = 1;
  saveFileContentsToDoc({ document: FUZZ_SAVE_DOCUMENT, models: [CABINET] }, server);
  const network = new SimulatedNetwork(server, 2, random);
  network.settle(random);
  const [first, second] = network.replicas as [Replica, Replica];
  const docs = [network.hub, first.doc, second.doc];
  return { network, random, first, second, docs };
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('concurrent edits of one cabinet', () => {
  it.each(SEEDS)('keep both changes when two replicas change different fields at once (seed %i)', (seed) => {
    const { network, random, first, second, docs } = twoReplicas(seed);
    if (seed % 2 === 0) network.disconnect(first, false);
    first.command(() => updateNode(first.doc, 'model', 'model_sink', { position: { x: 2.5, y: 0, z: 0.3 } }));
    second.command(() =>
      updateNode(second.doc, 'model', 'model_sink', { catalogStyleId: 'slab-walnut', crownMolding: true }),
    );
    network.settle(random);
    expectConverged(docs, `seed ${seed}`);
    for (const doc of docs) {
      expect(readNode(doc, 'model', 'model_sink')).toMatchObject({
        position: { x: 2.5, y: 0, z: 0.3 },
        catalogStyleId: 'slab-walnut',
        crownMolding: true,
      });
    }
  });

  it.each(SEEDS)('stay deleted everywhere when edited while another replica deletes it (seed %i)', (seed) => {
    const { network, random, first, second, docs } = twoReplicas(seed);
    network.disconnect(second, seed % 2 === 0);
    first.command(() => deleteNode(first.doc, 'model', 'model_sink'));
    second.command(() =>
      updateNode(second.doc, 'model', 'model_sink', { rotation: { x: 0, y: Math.PI, z: 0 } }),
    );
    network.settle(random);
    expectConverged(docs, `seed ${seed}`);
    for (const doc of docs) expect(readNodes(doc, 'model')).toEqual([]);
  });

  it.each(SEEDS)("are undone one replica at a time, never undoing a coworker's change (seed %i)", (seed) => {
    const { network, random, first, second, docs } = twoReplicas(seed);
    first.command(() => updateNode(first.doc, 'model', 'model_sink', { position: { x: 2.5, y: 0, z: 0.3 } }));
    second.command(() => updateNode(second.doc, 'model', 'model_sink', { catalogStyleId: 'slab-walnut' }));
    network.settle(random);
    first.undoOrRedo('undo');
    network.settle(random);
    expectConverged(docs, `seed ${seed}`);
    for (const doc of docs) {
      expect(readNode(doc, 'model', 'model_sink')).toMatchObject({
        position: CABINET.position,
        catalogStyleId: 'slab-walnut',
      });
    }
  });
});

describe('undo and redo after a concurrent change to the same field (yjs/yjs#514, #472)', () => {
  // Yjs's UndoManager leaves the key empty here; DocumentUndoManager puts the step's value back.
  it.each(SEEDS)(
    'an undo by the replica whose move won puts the cabinet back where it was, everywhere (seed %i)',
    (seed) => {
      const { network, random, first, second, docs } = twoReplicas(seed);
      first.command(() =>
        updateNode(first.doc, 'model', 'model_sink', { position: { x: 2.5, y: 0, z: 0.3 } }),
      );
      second.command(() =>
        updateNode(second.doc, 'model', 'model_sink', { position: { x: 3, y: 0, z: 0.3 } }),
      );
      network.settle(random);
      const winner = readNode(first.doc, 'model', 'model_sink')?.position.x === 2.5 ? first : second;
      const winningPosition = readNode(winner.doc, 'model', 'model_sink')?.position;
      winner.undoOrRedo('undo');
      network.settle(random);
      expectConverged(docs, `seed ${seed}`);
      for (const doc of docs)
        expect(readNode(doc, 'model', 'model_sink')?.position).toEqual(CABINET.position);
      winner.undoOrRedo('redo');
      network.settle(random);
      expectConverged(docs, `seed ${seed}`);
      for (const doc of docs) expect(readNode(doc, 'model', 'model_sink')?.position).toEqual(winningPosition);
    },
  );

  it.each(SEEDS)(
    'an undone delete brings the cabinet back whole when a coworker moved it meanwhile (seed %i)',
    (seed) => {
      const { network, random, first, second, docs } = twoReplicas(seed);
      network.disconnect(second, seed % 2 === 0);
      first.command(() => deleteNode(first.doc, 'model', 'model_sink'));
      second.command(() =>
        updateNode(second.doc, 'model', 'model_sink', { position: { x: 3, y: 0, z: 0.3 } }),
      );
      network.settle(random);
      first.undoOrRedo('undo');
      network.settle(random);
      expectConverged(docs, `seed ${seed}`);
      const restored = readNode(first.doc, 'model', 'model_sink');
      expect(restored).toMatchObject(CABINET);
      for (const doc of docs) expect(readNode(doc, 'model', 'model_sink')).toEqual(restored);
      first.undoOrRedo('redo');
      network.settle(random);
      expectConverged(docs, `seed ${seed}`);
      for (const doc of docs) expect(readNodes(doc, 'model')).toEqual([]);
    },
  );
});

describe('an update that arrives before one it depends on', () => {
  it('already applies its deletions, so the node it changed reads as missing until the gap is filled', () => {
    const source = saveFileContentsToDoc({ document: FUZZ_SAVE_DOCUMENT, models: [CABINET] });
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(source));
    const updates: Uint8Array[] = [];
    source.on('update', (update: Uint8Array) => updates.push(update));
    source.transact(() => writeNode(source, 'model', { ...CABINET, id: 'model_other' }));
    source.transact(() => updateNode(source, 'model', 'model_sink', { position: { x: 2, y: 0, z: 0.3 } }));
    const [earlier, later] = updates as [Uint8Array, Uint8Array];
    Y.applyUpdate(replica, later);
    expect(readNode(replica, 'model', 'model_sink')).toBeNull();
    Y.applyUpdate(replica, earlier);
    expect(readNode(replica, 'model', 'model_sink')?.position).toEqual({ x: 2, y: 0, z: 0.3 });
  });
});
