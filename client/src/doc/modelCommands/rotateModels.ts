import { MODEL_CHECKPOINTS, updateNode, type PlacedModel } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { placementBodyOf } from '../../model/placement/placementBodyOf';
import type { PlacementBody } from '../../model/placement/placementBody';
import { resolvePlacement } from '../../model/placement/resolvePlacement';
import { ModelCommandError } from './modelCommandError';
import type { PlacementOutcome } from './moveModels';
import { placedPosePatch } from './placedPosePatch';
import { readPlacementScene } from './readPlacementScene';
import { modelLabel, requireModels, requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Turns each model about its own centre by `angle` (radians, counter-clockwise seen from above),
 * then pushes it clear of what it now reaches into, without snapping (which would turn it back).
 * Locked models and models whose rotation is locked refuse.
 */
export function rotateModels(
  doc: Y.Doc,
  origin: unknown,
  ids: readonly string[],
  angle: number,
): PlacementOutcome {
  if (!Number.isFinite(angle)) throw new RangeError(`A rotation must be a finite angle, got ${angle}.`);
  const models = requireModels(doc, ids);
  requireUnlocked(models, 'rotating');
  const fixed = models.find((model) => model.lockRotation);
  if (fixed !== undefined) {
    throw new ModelCommandError('rotation_locked', `${modelLabel(fixed)} cannot be rotated.`);
  }
  const scene = readPlacementScene(
    doc,
    models.map((model) => model.id),
  );
  const placed: PlacementBody[] = [];
  const writes: { model: PlacedModel; body: PlacementBody }[] = [];
  let resolved = true;
  for (const model of models) {
    const body = placementBodyOf(model);
    const result = resolvePlacement(
      { ...body, angle: body.angle + angle },
      { ...scene, models: [...scene.models, ...placed] },
      { snap: false, keepRotation: true },
    );
    const settled = { ...body, position: result.position, angle: result.angle };
    placed.push(settled);
    writes.push({ model, body: settled });
    resolved &&= result.resolved;
  }
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.rotateModels, () => {
    for (const { model, body } of writes) {
      updateNode(doc, 'model', model.id, placedPosePatch(model, body.position, body.angle));
    }
  });
  return { resolved };
}
