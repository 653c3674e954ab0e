import { updateNode, type LengthUnit, type PlacedOpening } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { openingBoxOf, openingPlacementOf } from '../../model/openings/openingBox';
import { settleOpening } from '../../model/openings/settleOpening';
import { OpeningCommandError } from './openingCommandError';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';
import { openingSettlingOn } from './openingSettlingOn';
import { requireOpeningOnWall } from './requireOpeningOnWall';

/** The Edit Opening popup's Dimensions and Position fields, meters; the ones left out keep their value. */
export interface OpeningEdit {
  readonly width?: number;
  readonly height?: number;
  /** Distance from the left side of the wall. */
  readonly left?: number;
  /** Height from the floor. */
  readonly bottom?: number;
}

function requireSize(value: number | undefined, field: string): void {
  if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
    throw new OpeningCommandError('invalid_dimensions', `The ${field} must be a length above 0.`);
  }
}

function requirePosition(value: number | undefined, field: string): void {
  if (value !== undefined && !Number.isFinite(value)) {
    throw new OpeningCommandError('invalid_position', `The ${field} must be a length.`);
  }
}

/**
 * Submits the Edit Opening popup's sizes and position (spec 001 sections 2 and 4): the result is
 * re-snapped to half units and a sink within reach and kept inside the wall, so a position below 0
 * or past the wall's end lands on it. A size that is not above 0 or a value that is not a number
 * refuses the whole edit; an edit that settles where the opening already is writes nothing.
 */
export function editOpening(
  doc: Y.Doc,
  origin: unknown,
  id: string,
  edit: OpeningEdit,
  unit: LengthUnit,
): PlacedOpening {
  requireSize(edit.width, 'width');
  requireSize(edit.height, 'height');
  requirePosition(edit.left, 'distance from the left side of the wall');
  requirePosition(edit.bottom, 'height from the floor');
  const { opening, wall } = requireOpeningOnWall(doc, id);
  const current = openingBoxOf(opening);
  const box = settleOpening(
    {
      width: edit.width ?? current.width,
      height: edit.height ?? current.height,
      left: edit.left ?? current.left,
      bottom: edit.bottom ?? current.bottom,
    },
    openingSettlingOn(doc, wall, unit),
  );
  const unchanged = (Object.keys(box) as (keyof typeof box)[]).every(
    (field) => box[field] === current[field],
  );
  if (unchanged) return opening;
  return runCommand(
    doc,
    origin,
    OPENING_COMMAND_LABELS.editOpening,
    () => updateNode(doc, 'opening', id, openingPlacementOf(box, opening.dimensions.z)) ?? opening,
  );
}
