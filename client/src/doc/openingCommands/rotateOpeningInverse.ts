import { updateNode, type PlacedOpening } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';
import { requireOpeningOnWall } from './requireOpeningOnWall';

const FULL_TURN = 2 * Math.PI;

/**
 * Rotate Inverse (spec 001 section 4): half a turn more, so a door swings to the wall's other side.
 * Kept within one turn, so inverting twice gives back exactly the angle it had.
 */
export function rotateOpeningInverse(doc: Y.Doc, origin: unknown, id: string): PlacedOpening {
  const { opening } = requireOpeningOnWall(doc, id);
  const turned = (((opening.angle + Math.PI) % FULL_TURN) + FULL_TURN) % FULL_TURN;
  const angle = Math.abs(turned - FULL_TURN) < 1e-12 ? 0 : turned;
  return runCommand(
    doc,
    origin,
    OPENING_COMMAND_LABELS.rotateOpeningInverse,
    () => updateNode(doc, 'opening', id, { angle }) ?? opening,
  );
}
