import { inches, readNodes, readWall } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { deleteWall } from '../deleteWall';
import { editWall } from '../editWall';
import { moveWallEnd } from '../moveWallEnd';
import { WINDOW_36, boxInchesOf, opening, roomDoc } from './openingCommandFixtures';
import { transactionsOf } from '../testing/transactionsOf';
import { placeOpening } from './placeOpening';

const origin = { user: 'local' };

/** The 120" north wall with a 36" x 48" window 70" from its start (centre at 88"). */
function roomWithWindow() {
  const doc = roomDoc();
  const id = placeOpening(doc, origin, {
    catalogOpening: WINDOW_36,
    wallId: 'wall_north',
    alongWall: inches(88),
    unit: 'inch',
  });
  return { doc, id };
}

describe('openings follow their wall', () => {
  it('keep their place when the wall is lengthened, and stay inside it when it is shortened, in the same transaction', () => {
    const { doc, id } = roomWithWindow();
    editWall(doc, origin, 'wall_north', { length: inches(150) });
    expect(boxInchesOf(opening(doc, id))).toEqual([70, 42, 36, 48]);
    expect(
      transactionsOf(doc, () => editWall(doc, origin, 'wall_north', { length: inches(90) })),
    ).toHaveLength(1);
    expect(boxInchesOf(opening(doc, id))).toEqual([54, 42, 36, 48]);
  });

  it('come down with a wall made lower', () => {
    const { doc, id } = roomWithWindow();
    editWall(doc, origin, 'wall_north', { height: inches(72) });
    expect(boxInchesOf(opening(doc, id))).toEqual([70, 24, 36, 48]);
  });

  it('stay where they were in the room when the wall start is dragged', () => {
    const { doc, id } = roomWithWindow();
    moveWallEnd(doc, origin, 'wall_north', 'start', { x: inches(-20), z: 0 });
    expect(readWall(doc, 'wall_north')?.position.x).toBeCloseTo(inches(-20), 9);
    expect(boxInchesOf(opening(doc, id))).toEqual([90, 42, 36, 48]);
  });

  it('go with a deleted wall, in one undo step that brings both back', () => {
    const { doc, id } = roomWithWindow();
    const history = createUndoHistory(doc, origin);
    const placed = opening(doc, id);
    expect(transactionsOf(doc, () => deleteWall(doc, origin, 'wall_north'))).toHaveLength(1);
    expect(readNodes(doc, 'opening')).toEqual([]);
    history.undo();
    expect(readWall(doc, 'wall_north')).not.toBeNull();
    expect(opening(doc, id)).toEqual(placed);
  });
});
