import {
  MODEL_CHECKPOINTS,
  createId,
  writeNode,
  type CatalogModel,
  type FloorPoint,
  type PlacedModelInput,
} from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { catalogueModelFields } from '../../model/catalogue/catalogueModelFields';
import { catalogPlacementBody } from '../../model/placement/catalogPlacementBody';
import { resolvePlacement } from '../../model/placement/resolvePlacement';
import { ModelCommandError } from './modelCommandError';
import { placedPosePatch } from './placedPosePatch';
import { readPlacementScene } from './readPlacementScene';
import { requireClearOfOpenings } from './requireClearOfOpenings';
import { runModelCommand } from './runModelCommand';

export interface PlaceModelRequest {
  readonly catalogModel: CatalogModel;
  /** The collection to place it in; the model's first style when omitted, `default` for a model without styles. */
  readonly catalogStyleId?: string;
  /** Where it was dropped or clicked on the floor plan (meters): its footprint's centre. */
  readonly at: FloorPoint;
  /** Its rotation about y before snapping, radians. */
  readonly angle?: number;
}

/**
 * Adds a catalogue model to the design where it was dropped (spec 001 section 4, "Adding a model"):
 * at its default height, snapped to a wall and a neighbour and placed by the collision rules, with
 * the catalogue's data copied so it still renders and prices if the catalogue changes. One
 * transaction recording a cabinetAdd entry. Returns the new model's id (the caller selects it).
 * The catalogue's fields it keeps are `catalogueModelFields`. A model that would be left across a door,
 * window or opening is refused with the reason (`blocked_by_opening`).
 */
export function placeModel(doc: Y.Doc, origin: unknown, request: PlaceModelRequest): string {
  const { catalogModel } = request;
  const id = createId('model');
  const start = catalogPlacementBody(catalogModel, id, request.at, request.angle);
  if (start === null) {
    throw new ModelCommandError(
      'no_dimensions',
      `"${catalogModel.name}" has no dimensions in the catalogue yet, so it cannot be placed.`,
    );
  }
  const { dimensions, restHeight: height } = start.body;
  const style =
    catalogModel.styles.length === 0
      ? null
      : request.catalogStyleId === undefined
        ? catalogModel.styles[0]!
        : catalogModel.styles.find((candidate) => candidate.catalogStyleId === request.catalogStyleId);
  if (style === undefined) {
    throw new ModelCommandError(
      'unknown_style',
      `"${catalogModel.name}" does not come in the style ${request.catalogStyleId ?? ''}.`,
    );
  }
  const lockRotation = start.keepRotation;
  const scene = readPlacementScene(doc, []);
  const placement = resolvePlacement(start.body, scene, { snap: true, keepRotation: lockRotation });
  requireClearOfOpenings(start.body, catalogModel.type, placement, scene);
  const fields = catalogueModelFields(catalogModel, style, dimensions, height, lockRotation);
  const input: PlacedModelInput = {
    id,
    ...fields,
    ...placedPosePatch(fields, placement.position, placement.angle),
  };
  runModelCommand(doc, origin, MODEL_CHECKPOINTS.placeModel, () => writeNode(doc, 'model', input));
  return id;
}
