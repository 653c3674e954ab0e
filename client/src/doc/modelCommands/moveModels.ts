import { MODEL_CHECKPOINTS, readNodes, updateNode, type FloorPoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { resolveModelsMove } from '../../model/placement/resolveModelsMove';
import { placementBodyOf } from '../../model/placement/placementBodyOf';
import { seatedSinks } from '../../model/placement/seatedSinks';
import { placedPosePatch } from './placedPosePatch';
import { readPlacementScene } from './readPlacementScene';
import { requireClearOfOpenings } from './requireClearOfOpenings';
import { requireModels, requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

export interface PlacementOutcome {
  /** False when a collision was left that the placement rules could not clear. */
  readonly resolved: boolean;
}

/**
 * Moves models by `delta` on the floor plan (a drag from its start to the drop), to where
 * `resolveModelsMove` puts them: one model by the full rules, snapping included; several as a rigid
 * group pushed clear of the rest. A sink seated in a moved sink base goes with it. Locked models
 * refuse to move, and a move that would leave one across a door, window or opening is refused with
 * the reason, moving nothing.
 */
export function moveModels(
  doc: Y.Doc,
  origin: unknown,
  ids: readonly string[],
  delta: FloorPoint,
): PlacementOutcome {
  const models = requireModels(doc, ids);
  requireUnlocked(models, 'moving');
  if (models.length === 0) return { resolved: true };
  const movedIds = new Set(models.map((model) => model.id));
  const riders = seatedSinks(
    models,
    readNodes(doc, 'model').filter((model) => !movedIds.has(model.id)),
  );
  const carried = [...riders.values()].flat();
  const scene = readPlacementScene(doc, [...movedIds, ...carried.map((rider) => rider.id)]);
  const move = resolveModelsMove(models, scene, delta, riders);
  for (const model of models) {
    requireClearOfOpenings(placementBodyOf(model), model.modelType, move.poses.get(model.id)!, scene);
  }
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.moveModels, () => {
    for (const model of [...models, ...carried]) {
      const pose = move.poses.get(model.id)!;
      updateNode(doc, 'model', model.id, placedPosePatch(model, pose.position, pose.angle));
    }
  });
  return { resolved: move.resolved };
}
