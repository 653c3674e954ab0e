import { MODEL_CHECKPOINTS, updateNode, type FloorPoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { placementBodyOf } from '../../model/placement/placementBodyOf';
import { resolveGroupMove } from '../../model/placement/resolveGroupMove';
import { resolvePlacement } from '../../model/placement/resolvePlacement';
import { placedPosePatch } from './placedPosePatch';
import { readPlacementScene } from './readPlacementScene';
import { requireModels, requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

export interface PlacementOutcome {
  /** False when a collision was left that the placement rules could not clear. */
  readonly resolved: boolean;
}

/**
 * Moves models by `delta` on the floor plan (a drag from its start to the drop). One model is
 * placed by the full rules, snapping included (turning it only when its rotation is not locked);
 * several move as a rigid group pushed clear of the rest. Locked models refuse to move.
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
  const scene = readPlacementScene(
    doc,
    models.map((model) => model.id),
  );
  if (models.length === 1) {
    const model = models[0]!;
    const body = placementBodyOf(model);
    const result = resolvePlacement(
      { ...body, position: { ...body.position, x: body.position.x + delta.x, z: body.position.z + delta.z } },
      scene,
      { snap: true, keepRotation: model.lockRotation },
    );
    runModelCommand(doc, origin, MODEL_CHECKPOINTS.moveModels, () =>
      updateNode(doc, 'model', model.id, placedPosePatch(model, result.position, result.angle)),
    );
    return { resolved: result.resolved };
  }
  const result = resolveGroupMove(models.map(placementBodyOf), scene, delta);
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.moveModels, () => {
    for (const model of models) {
      updateNode(
        doc,
        'model',
        model.id,
        placedPosePatch(model, result.positions.get(model.id)!, model.rotation.y),
      );
    }
  });
  return { resolved: result.resolved };
}
