import { createId, writeNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { openingBoxOf, wallFaceOf } from '../../model/openings/openingBox';
import { OpeningCommandError } from './openingCommandError';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';
import { requireOpeningOnWall } from './requireOpeningOnWall';

const FIT = 1e-9;

/**
 * Duplicate (spec 001 section 2): a copy of the opening beside it on the same wall, to its right
 * when it fits there, else to its left; a wall with room on neither side refuses. One transaction;
 * returns the copy's id.
 */
export function duplicateOpening(doc: Y.Doc, origin: unknown, id: string): string {
  const { opening, wall } = requireOpeningOnWall(doc, id);
  const box = openingBoxOf(opening);
  const { length } = wallFaceOf(wall);
  const right = box.left + box.width;
  const left = box.left - box.width;
  const placedAt = right + box.width <= length + FIT ? right : left >= -FIT ? Math.max(left, 0) : null;
  if (placedAt === null) {
    throw new OpeningCommandError('no_room', 'There is no room on this wall for another one beside it.');
  }
  const copyId = createId('opening');
  const { id: _original, selected: _selected, ...fields } = opening;
  runCommand(doc, origin, OPENING_COMMAND_LABELS.duplicateOpening, () =>
    writeNode(doc, 'opening', {
      ...fields,
      id: copyId,
      position: { ...opening.position, x: Math.min(placedAt, length - box.width) },
    }),
  );
  return copyId;
}
