import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { COMMAND_LABEL_META } from '../collab/runCommand';
import { deleteWall } from './deleteWall';
import { editWall } from './editWall';
import { addIslandWall, deleteIslandWall, editIslandWall } from './islandWallCommands';
import { moveWallEnd } from './moveWallEnd';
import { addWall } from './wallCommands';

/** The undo label each transaction of `run` carried, in order. */
function labelsOf(doc: Y.Doc, run: () => void): unknown[] {
  const labels: unknown[] = [];
  const note = (transaction: Y.Transaction) => labels.push(transaction.meta.get(COMMAND_LABEL_META));
  doc.on('afterTransaction', note);
  run();
  doc.off('afterTransaction', note);
  return labels;
}

describe('wall commands', () => {
  it('each label their one transaction for the undo history', () => {
    const doc = new Y.Doc();
    let first = '';
    expect(
      labelsOf(doc, () => {
        first = addWall(doc, 'me', { x: 0, z: 0 }, { x: 3, z: 0 }, null)!.id;
      }),
    ).toEqual(['Added wall']);
    expect(labelsOf(doc, () => editWall(doc, 'me', first, { length: 4 }))).toEqual(['Changed wall']);
    expect(labelsOf(doc, () => moveWallEnd(doc, 'me', first, 'end', { x: 4, z: 1 }))).toEqual(['Moved wall']);
    expect(labelsOf(doc, () => deleteWall(doc, 'me', first))).toEqual(['Deleted wall']);

    let island = '';
    expect(
      labelsOf(doc, () => {
        island = addIslandWall(doc, 'me', { x: 0, z: 2 }, { x: 2, z: 2 })!.id;
      }),
    ).toEqual(['Added island wall']);
    expect(labelsOf(doc, () => editIslandWall(doc, 'me', island, { width: 1.5 }))).toEqual([
      'Changed island wall',
    ]);
    expect(labelsOf(doc, () => deleteIslandWall(doc, 'me', island))).toEqual(['Deleted island wall']);
  });
});
