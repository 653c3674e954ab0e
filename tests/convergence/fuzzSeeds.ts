/** Enough for `npm test` to try every kind of interleaving while staying within a few seconds. */
const DEFAULT_RUNS = 150;

/**
 * The seeds to run: FUZZ_SEED replays one, FUZZ_RUNS asks for a long run of seeds 1..N, and
 * otherwise the fixed default set runs, so that `npm test` is the same on every machine.
 */
export function fuzzSeeds(env: NodeJS.ProcessEnv = process.env): number[] {
  if (env.FUZZ_SEED) return [positiveInteger('FUZZ_SEED', env.FUZZ_SEED)];
  const runs = env.FUZZ_RUNS ? positiveInteger('FUZZ_RUNS', env.FUZZ_RUNS) : DEFAULT_RUNS;
  return Array.from({ length: runs }, (_, index) => index + 1);
}

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, not ${text}`);
  return value;
}
