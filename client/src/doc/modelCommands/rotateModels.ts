import { MODEL_CHECKPOINTS, readNodes, updateNode, type PlacedModel } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { placementBodyOf } from '../../model/placement/placementBodyOf';
import type { PlacementBody } from '../../model/placement/placementBody';
import { resolvePlacement } from '../../model/placement/resolvePlacement';
import { riderPose } from '../../model/placement/riderPose';
import { seatedSinks } from '../../model/placement/seatedSinks';
import { ModelCommandError } from './modelCommandError';
import type { PlacementOutcome } from './moveModels';
import { placedPosePatch } from './placedPosePatch';
import { readPlacementScene } from './readPlacementScene';
import { modelLabel, requireModels, requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Turns each model about its own centre by `angle` (radians, counter-clockwise seen from above),
 * then pushes it clear of what it now reaches into, without snapping (which would turn it back).
 * A sink seated in a turned sink base turns with it about the base's centre, keeping its place in
 * it (also when the sink is selected too: turned about its own centre it would leave the basin); a
 * locked sink stays, as it does when its base is moved. One step. Locked models and models whose
 * rotation is locked refuse.
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
  const riders = seatedSinks(models, readNodes(doc, 'model'));
  const carriedIds = new Set([...riders.values()].flat().map((rider) => rider.id));
  const turned = models.filter((model) => !carriedIds.has(model.id));
  const scene = readPlacementScene(doc, [...models.map((model) => model.id), ...carriedIds]);
  const placed: PlacementBody[] = [];
  const writes: { model: PlacedModel; position: PlacementBody['position']; angle: number }[] = [];
  let resolved = true;
  for (const model of turned) {
    const body = placementBodyOf(model);
    const result = resolvePlacement(
      { ...body, angle: body.angle + angle },
      { ...scene, models: [...scene.models, ...placed] },
      { snap: false, keepRotation: true },
    );
    const settled = { ...body, position: result.position, angle: result.angle };
    placed.push(settled);
    writes.push({ model, position: settled.position, angle: settled.angle });
    for (const rider of riders.get(model.id) ?? []) {
      writes.push({ model: rider, ...riderPose(rider, model, settled) });
    }
    resolved &&= result.resolved;
  }
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.rotateModels, () => {
    for (const { model, position, angle } of writes) {
      updateNode(doc, 'model', model.id, placedPosePatch(model, position, angle));
    }
  });
  return { resolved };
}
