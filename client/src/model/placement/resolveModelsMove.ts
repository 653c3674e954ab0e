import type { PlacedModel } from '@kitchensync/schemas';
import type { FloorVector } from './floorVector';
import type { PlacementPose } from './placementBody';
import { placementBodyOf } from './placementBodyOf';
import type { PlacementScene } from './placementScene';
import { resolveGroupMove } from './resolveGroupMove';
import { resolvePlacement } from './resolvePlacement';
import { riderPose } from './riderPose';

export interface ModelsMove {
  /** Where each moved model ends up, by id. */
  readonly poses: ReadonlyMap<string, PlacementPose>;
  /** False when a collision was left that the placement rules could not clear. */
  readonly resolved: boolean;
}

/**
 * Where a drag by `delta` on the floor plan puts `models`: one model by the full placement rules,
 * snapping included (turned only when its rotation is not locked); several as a rigid group pushed
 * clear of the rest. What rides in a moved model (`riders`, by its id: a sink seated in its sink
 * base) keeps its place in it. The move command writes this, and the drag preview shows it while
 * dragging, so both always agree. `scene` must hold neither the moved models nor their riders.
 */
export function resolveModelsMove(
  models: readonly PlacedModel[],
  scene: PlacementScene,
  delta: FloorVector,
  riders: ReadonlyMap<string, readonly PlacedModel[]> = new Map(),
): ModelsMove {
  const move = moveOf(models, scene, delta);
  if (riders.size === 0) return move;
  const poses = new Map(move.poses);
  for (const model of models) {
    const pose = move.poses.get(model.id);
    if (pose === undefined) continue;
    for (const rider of riders.get(model.id) ?? []) {
      if (!poses.has(rider.id)) poses.set(rider.id, riderPose(rider, model, pose));
    }
  }
  return { poses, resolved: move.resolved };
}

function moveOf(models: readonly PlacedModel[], scene: PlacementScene, delta: FloorVector): ModelsMove {
  if (models.length === 1) {
    const model = models[0]!;
    const body = placementBodyOf(model);
    const result = resolvePlacement(
      { ...body, position: { ...body.position, x: body.position.x + delta.x, z: body.position.z + delta.z } },
      scene,
      { snap: true, keepRotation: model.lockRotation },
    );
    return {
      poses: new Map([[model.id, { position: result.position, angle: result.angle }]]),
      resolved: result.resolved,
    };
  }
  const result = resolveGroupMove(models.map(placementBodyOf), scene, delta);
  return {
    poses: new Map(
      models.map((model) => [
        model.id,
        { position: result.positions.get(model.id)!, angle: model.rotation.y },
      ]),
    ),
    resolved: result.resolved,
  };
}
