import { readNodes, updateNode, type Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { followWall } from '../../model/openings/followWall';
import { openingBoxOf, openingPlacementOf } from '../../model/openings/openingBox';

/**
 * Inside a wall command's transaction: the openings of walls that changed follow them
 * (`followWall`), and those of walls that are gone go with them, so one undo step takes back the
 * wall and its openings together. `before` is every wall as it was, `after` the changed ones.
 */
export function followWalls(doc: Y.Doc, before: readonly Wall[], after: readonly Wall[]): void {
  const previous = new Map(before.map((wall) => [wall.id, wall]));
  const changed = new Map(after.map((wall) => [wall.id, wall]));
  for (const opening of readNodes(doc, 'opening')) {
    const now = changed.get(opening.wall_id);
    const then = previous.get(opening.wall_id);
    if (now === undefined || then === undefined) continue;
    const box = followWall(openingBoxOf(opening), then, now);
    const current = openingBoxOf(opening);
    if ((Object.keys(box) as (keyof typeof box)[]).every((field) => box[field] === current[field])) continue;
    updateNode(doc, 'opening', opening.id, openingPlacementOf(box, opening.dimensions.z));
  }
}
