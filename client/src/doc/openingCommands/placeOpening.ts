import { createId, readWall, writeNode, type CatalogOpening, type LengthUnit } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { defaultOpeningBottom } from '../../model/openings/defaultOpeningBottom';
import { openingPlacementOf } from '../../model/openings/openingBox';
import { settleOpening } from '../../model/openings/settleOpening';
import { OpeningCommandError } from './openingCommandError';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';
import { openingSettlingOn } from './openingSettlingOn';

export interface PlaceOpeningRequest {
  readonly catalogOpening: CatalogOpening;
  readonly wallId: string;
  /** Where the wall was clicked: meters from its start, the opening's centre. */
  readonly alongWall: number;
  /** The person's length unit, for the half-unit and sink snapping. */
  readonly unit: LengthUnit;
}

/**
 * Adds a catalogue opening to the wall that was clicked (spec 001 section 4, "Opening placement"),
 * centred where it was clicked, a door on the floor and anything else at a window's sill, snapped
 * to half units and to a sink within reach and kept inside the wall (`settleOpening`). One
 * transaction; returns the new opening's id (the caller selects it). A missing wall refuses.
 */
export function placeOpening(doc: Y.Doc, origin: unknown, request: PlaceOpeningRequest): string {
  const { catalogOpening: catalog, unit } = request;
  const wall = readWall(doc, request.wallId);
  if (wall === null) throw new OpeningCommandError('wall_not_found', 'That wall no longer exists.');
  if (!Number.isFinite(request.alongWall)) {
    throw new OpeningCommandError('invalid_position', 'The opening needs a point on the wall.');
  }
  const width = catalog.dimensions.x;
  const box = settleOpening(
    {
      left: request.alongWall - width / 2,
      bottom: defaultOpeningBottom(catalog.kind),
      width,
      height: catalog.dimensions.y,
    },
    openingSettlingOn(doc, wall, unit),
  );
  const id = createId('opening');
  const input = {
    id,
    opening_id: catalog.id,
    wall_id: wall.id,
    kind: catalog.kind,
    file: catalog.file,
    name: catalog.name,
    ...openingPlacementOf(box, catalog.dimensions.z),
  };
  runCommand(doc, origin, OPENING_COMMAND_LABELS.placeOpening, () => writeNode(doc, 'opening', input));
  return id;
}
