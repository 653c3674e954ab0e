import { MODEL_CHECKPOINTS, createId, readNodes, writeNode, type PlacedModel } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { scaleFloor } from '../../model/placement/floorVector';
import { modelFootprint } from '../../model/placement/modelFootprint';
import { projectRect, rectAxes } from '../../model/placement/orientedRect';
import { placementBodyOf } from '../../model/placement/placementBodyOf';
import { resolveGroupMove } from '../../model/placement/resolveGroupMove';
import { resolvePlacement } from '../../model/placement/resolvePlacement';
import { riderPose } from '../../model/placement/riderPose';
import { seatedSinks } from '../../model/placement/seatedSinks';
import { placedPosePatch } from './placedPosePatch';
import { readPlacementScene } from './readPlacementScene';
import { requireModels } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Copies models and returns the copies' ids, in the order given (the caller selects them). The
 * copies come unlocked and stand beside the originals: one copy to the right of its original
 * (snapped and placed by the collision rules, so along a wall it lands in the next free spot),
 * several as a group shifted right of the whole selection, seen from the first model's front.
 * A sink seated in a copied sink base (and not copied itself) gets a copy seated in the base's
 * copy, unselected as the original is; a locked sink stays out of it, as it does when its base is
 * moved. One transaction recording a cabinetsAdd entry.
 */
export function duplicateModels(doc: Y.Doc, origin: unknown, ids: readonly string[]): string[] {
  const originals = requireModels(doc, ids);
  if (originals.length === 0) return [];
  const copies: PlacedModel[] = originals.map((model) => ({
    ...model,
    id: createId('model'),
    locked: false,
  }));
  const scene = readPlacementScene(doc, []);
  const { u } = rectAxes(copies[0]!.rotation.y);
  let placed: PlacedModel[];
  if (copies.length === 1) {
    const copy = copies[0]!;
    const body = placementBodyOf(copy);
    const beside = scaleFloor(u, copy.dimensions.width);
    const result = resolvePlacement(
      {
        ...body,
        position: { ...body.position, x: body.position.x + beside.x, z: body.position.z + beside.z },
      },
      scene,
      { snap: true, keepRotation: copy.lockRotation },
    );
    placed = [{ ...copy, ...placedPosePatch(copy, result.position, result.angle) }];
  } else {
    const spans = copies.map((copy) =>
      projectRect(modelFootprint(copy.position, copy.rotation.y, copy.dimensions), u),
    );
    const extent = Math.max(...spans.map((span) => span.max)) - Math.min(...spans.map((span) => span.min));
    const result = resolveGroupMove(copies.map(placementBodyOf), scene, scaleFloor(u, extent));
    placed = copies.map((copy) => ({
      ...copy,
      ...placedPosePatch(copy, result.positions.get(copy.id)!, copy.rotation.y),
    }));
  }
  const copied = new Set(originals.map((model) => model.id));
  const riders = seatedSinks(
    originals,
    readNodes(doc, 'model').filter((model) => !copied.has(model.id)),
  );
  const riderCopies = originals.flatMap((original, index) => {
    const base = placed[index]!;
    return (riders.get(original.id) ?? []).map((rider): PlacedModel => {
      const pose = riderPose(rider, original, { position: base.position, angle: base.rotation.y });
      return { ...rider, id: createId('model'), ...placedPosePatch(rider, pose.position, pose.angle) };
    });
  });
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.duplicateModels, () => {
    for (const copy of [...placed, ...riderCopies]) writeNode(doc, 'model', copy);
  });
  return placed.map((copy) => copy.id);
}
