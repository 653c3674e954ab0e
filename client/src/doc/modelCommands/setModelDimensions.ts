import {
  MODEL_CHECKPOINTS,
  fromMeters,
  readNodes,
  toMeters,
  updateNode,
  type BoxDimensions,
  type LengthUnit,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { addFloor, scaleFloor } from '../../model/placement/floorVector';
import { sizedModelName } from '../../model/catalogue/sizedModelName';
import { rectAxes } from '../../model/placement/orientedRect';
import { riderPose } from '../../model/placement/riderPose';
import { seatedSinks } from '../../model/placement/seatedSinks';
import { ModelCommandError } from './modelCommandError';
import { placedPosePatch } from './placedPosePatch';
import { modelLabel, requireModels, requireUnlocked } from './requireModels';
import { runModelCommand } from './runModelCommand';

/**
 * Units whose half step is a sensible size step (spec 001 section 5: dimension edits snap to
 * half-unit steps). Half a foot or half a meter would throw away what was typed, so feet and
 * meters keep the value as entered.
 */
const HALF_STEP_UNITS: readonly LengthUnit[] = ['inch', 'cm', 'mm'];

/** A length in meters snapped to half steps of the unit it was typed in, where that unit is fine enough. */
export function snapDimension(meters: number, unit: LengthUnit): number {
  if (!HALF_STEP_UNITS.includes(unit)) return meters;
  return toMeters(Math.round(fromMeters(meters, unit) * 2) / 2, unit);
}

/**
 * Changes a model's width, height or depth from the numeric input (values in meters, `unit` the
 * one the user typed in). Refused, with nothing written, for models whose dimensions are not
 * editable, locked models, and sizes that are not finite or not above zero (also after snapping).
 * The back-left corner stays where it is, so a cabinet against a wall stays against it and grows
 * to its right and into the room. A sink seated in a resized sink base stays seated, in the same
 * step: centred where it was in the base and its rim kept at the new countertop height (a locked
 * sink stays, as it does when its base is moved).
 */
export function setModelDimensions(
  doc: Y.Doc,
  origin: unknown,
  id: string,
  change: Partial<BoxDimensions>,
  unit: LengthUnit,
): BoxDimensions {
  const [model] = requireModels(doc, [id]);
  if (!model!.editableDimensions) {
    throw new ModelCommandError(
      'dimensions_not_editable',
      `The dimensions of ${modelLabel(model!)} cannot be edited.`,
    );
  }
  requireUnlocked([model!], 'resizing');
  const dimensions = { ...model!.dimensions };
  for (const axis of ['width', 'height', 'depth'] as const) {
    const value = change[axis];
    if (value === undefined) continue;
    const snapped = Number.isFinite(value) ? snapDimension(value, unit) : Number.NaN;
    if (!(snapped > 0)) {
      throw new ModelCommandError(
        'invalid_dimensions',
        `The ${axis} of ${modelLabel(model!)} must be a number above zero.`,
      );
    }
    dimensions[axis] = snapped;
  }
  const { u, v } = rectAxes(model!.rotation.y);
  const backLeft = addFloor(
    model!.position,
    addFloor(scaleFloor(u, -model!.dimensions.width / 2), scaleFloor(v, -model!.dimensions.depth / 2)),
  );
  const center = addFloor(
    backLeft,
    addFloor(scaleFloor(u, dimensions.width / 2), scaleFloor(v, dimensions.depth / 2)),
  );
  const modelName = sizedModelName(model!.modelName, model!.dimensions, dimensions);
  const resized = { ...model!, dimensions, modelName };
  const position = { x: center.x, y: model!.position.y, z: center.z };
  const riders =
    seatedSinks(
      [model!],
      readNodes(doc, 'model').filter((other) => other.id !== id),
    ).get(id) ?? [];
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.setModelDimensions, () => {
    updateNode(doc, 'model', id, {
      dimensions,
      modelName,
      ...placedPosePatch(resized, position, model!.rotation.y),
    });
    for (const rider of riders) {
      const pose = riderPose(rider, model!, { position, angle: model!.rotation.y }, dimensions);
      updateNode(doc, 'model', rider.id, placedPosePatch(rider, pose.position, pose.angle));
    }
  });
  return dimensions;
}
