import { nodesMap, updateNode, writeNode } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { expectConverged } from './expectConverged';
import { fuzzSeeds } from './fuzzSeeds';
import { runConvergenceScenario } from './runConvergenceScenario';
import { seededRandom } from './seededRandom';

const WALL = { id: 'wall_1', position: { x: 0, z: 0 }, dimensions: { x: 2 } };

function replicaOf(source: Y.Doc): Y.Doc {
  const replica = new Y.Doc();
  Y.applyUpdate(replica, Y.encodeStateAsUpdate(source));
  return replica;
}

describe('the fuzz harness', () => {
  it('draws the same numbers from the same seed and other numbers from another', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1_000_000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('replays a seed exactly: the same steps and the same final document', () => {
    const first = runConvergenceScenario(7);
    const again = runConvergenceScenario(7);
    expect(again.steps).toEqual(first.steps);
    expect(Y.encodeStateAsUpdate(again.network.hub)).toEqual(Y.encodeStateAsUpdate(first.network.hub));
  });

  it('runs the fixed seeds by default, one seed with FUZZ_SEED and seeds 1..N with FUZZ_RUNS', () => {
    expect(fuzzSeeds({})).toEqual(fuzzSeeds({}));
    expect(fuzzSeeds({ FUZZ_SEED: '123' })).toEqual([123]);
    expect(fuzzSeeds({ FUZZ_RUNS: '3' })).toEqual([1, 2, 3]);
    expect(() => fuzzSeeds({ FUZZ_RUNS: 'many' })).toThrow(/FUZZ_RUNS/);
  });

  it('reports a replica that missed an update as not converged', () => {
    const source = new Y.Doc();
    source.transact(() => writeNode(source, 'wall', WALL));
    const behind = replicaOf(source);
    source.transact(() => updateNode(source, 'wall', 'wall_1', { position: { x: 1, z: 0 } }));
    expect(() => expectConverged([source, behind], 'test')).toThrow(/test: document 1 differs/);
  });

  it('reports a node its schema refuses', () => {
    const doc = new Y.Doc();
    doc.transact(() => writeNode(doc, 'wall', WALL));
    nodesMap(doc, 'wall').get('wall_1')?.delete('position');
    const replica = replicaOf(doc);
    expect(() => expectConverged([doc, replica], 'test')).toThrow(/schema refuses/);
  });
});
