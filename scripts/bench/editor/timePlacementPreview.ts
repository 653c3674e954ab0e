import { placementSceneOf, resolveModelsMove } from '@kitchensync/client';
import type { PlacedModel } from '@kitchensync/schemas';
import { performance } from 'node:perf_hooks';

const STEPS = 60;
const STEP_METERS = 0.05;
const ROUNDS = 5;

/**
 * Milliseconds the drag preview spends per pointer move placing `moving` among the other models (the
 * placement rules, as the drop runs them): a drag of 60 moves of 5 cm to the right, run 5 times after
 * a warm-up. Node, not the browser; the browser's frame figures include this work.
 */
export function timePlacementPreview(models: readonly PlacedModel[], moving: PlacedModel): number[] {
  const scene = placementSceneOf({ walls: [], islandWalls: [], models }, new Set([moving.id]));
  const drag = (record: number[] | null) => {
    for (let step = 1; step <= STEPS; step += 1) {
      const start = performance.now();
      resolveModelsMove([moving], scene, { x: step * STEP_METERS, z: 0 });
      record?.push(performance.now() - start);
    }
  };
  drag(null);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) drag(times);
  return times;
}
