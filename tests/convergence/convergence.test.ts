import { describe, it } from 'vitest';
import { expectConverged } from './expectConverged';
import { fuzzSeeds } from './fuzzSeeds';
import { runConvergenceScenario } from './runConvergenceScenario';

describe('seeded convergence fuzz', () => {
  // One test per seed: a failure names its seed, and a long run reports every failing seed at once.
  it.each(fuzzSeeds())(
    'leaves every replica and the server with one identical, valid document (seed %i)',
    (seed) => {
      const { network } = runConvergenceScenario(seed);
      expectConverged(
        [network.hub, ...network.replicas.map((replica) => replica.doc)],
        `seed ${seed} (replay: FUZZ_SEED=${seed} npx vitest run --project convergence)`,
      );
    },
  );
});
