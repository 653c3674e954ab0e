import { describe, it } from 'vitest';
import type * as Y from 'yjs';
import { expectConverged } from './expectConverged';
import type { CommandWeights } from './runRandomCommand';
import { runConvergenceScenario } from './runConvergenceScenario';
import type { SimulatedNetwork } from './SimulatedNetwork';

/**
 * Moves, restyles and deletes of the few nodes everyone picks first, and many undos and redos, so
 * that undos often meet a coworker's concurrent change of the same field or node (yjs/yjs#514, #472).
 */
const UNDO_HEAVY_COMMANDS: CommandWeights = {
  addWall: 2,
  moveWall: 4,
  resizeWall: 2,
  deleteWall: 2,
  addCabinet: 3,
  moveCabinet: 8,
  rotateCabinet: 3,
  restyleCabinet: 3,
  toggleCabinetParts: 2,
  deleteCabinet: 4,
  addOpening: 1,
  moveOpening: 3,
  deleteOpening: 2,
  changeDesign: 4,
  undo: 12,
  redo: 7,
};

/** Fewer deliveries than the general fuzz: more changes cross in flight. */
const SLOW_NETWORK = { command: 10, deliver: 5, disconnect: 1, reconnect: 1.5, reload: 0.2 };

const SEEDS = Array.from({ length: 100 }, (_, index) => 1001 + index);

describe('seeded fuzz of concurrent edits, deletes, undos and redos by three replicas', () => {
  it.each(SEEDS)(
    'no undo or redo leaves a node that does not parse, and the replicas agree whenever the network settles (seed %i)',
    (seed) => {
      const context = (steps: readonly string[]) =>
        `seed ${seed} after ${steps.length} steps (replay: npx vitest run tests/convergence/undoRedoFuzz.test.ts -t "seed ${seed}\\)")`;
      // Replica.undoOrRedo throws as soon as an undo or redo makes a node it held unreadable.
      const { network, steps } = runConvergenceScenario(seed, {
        replicaCount: 3,
        commandWeights: UNDO_HEAVY_COMMANDS,
        actionWeights: SLOW_NETWORK,
        settleEvery: 25,
        onSettled: (settled, stepsSoFar) => expectConverged(documentsOf(settled), context(stepsSoFar)),
      });
      expectConverged(documentsOf(network), context(steps));
    },
  );
});

function documentsOf(network: SimulatedNetwork): Y.Doc[] {
  return [network.hub, ...network.replicas.map((replica) => replica.doc)];
}
