import { readNode, readWall, type PlacedOpening, type Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { OpeningCommandError } from './openingCommandError';

/** The opening named and the wall it is in; either missing (a coworker deleted it) refuses the command. */
export function requireOpeningOnWall(doc: Y.Doc, id: string): { opening: PlacedOpening; wall: Wall } {
  const opening = readNode(doc, 'opening', id);
  if (opening === null) throw new OpeningCommandError('not_found', 'This opening no longer exists.');
  const wall = readWall(doc, opening.wall_id);
  if (wall === null)
    throw new OpeningCommandError('wall_not_found', 'The wall of this opening no longer exists.');
  return { opening, wall };
}
