import { ISLAND_WALL_DEFAULT_HEIGHT, inches, readNode, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addIslandWall, deleteIslandWall, editIslandWall } from './islandWallCommands';

describe('island wall commands', () => {
  it('adds an island wall 34.5 inches high in one transaction with the given origin', () => {
    const doc = new Y.Doc();
    const origin = { user: 'a' };
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    const added = addIslandWall(doc, origin, { x: -1, z: 0 }, { x: 1, z: 0 });
    expect(origins).toEqual([origin]);
    expect(added?.id).toMatch(/^islandWall_/);
    expect(readNode(doc, 'islandWall', added!.id)).toEqual(added);
    expect(added?.height).toBe(ISLAND_WALL_DEFAULT_HEIGHT);
    expect(added?.height).toBeCloseTo(inches(34.5), 12);
    expect(added?.width).toBeCloseTo(2, 12);
  });

  it('writes nothing for two clicks on one spot', () => {
    const doc = new Y.Doc();
    expect(addIslandWall(doc, null, { x: 1, z: 1 }, { x: 1, z: 1 })).toBeNull();
    expect(readNodes(doc, 'islandWall')).toEqual([]);
  });

  it('edits width and height about the centre and refuses a zero width without writing', () => {
    const doc = new Y.Doc();
    const added = addIslandWall(doc, null, { x: -1, z: 0 }, { x: 1, z: 0 })!;
    const edited = editIslandWall(doc, null, added.id, { width: 3, height: 1 });
    if (!edited.ok) throw new Error(edited.message);
    expect(edited.islandWall.firstPoint.x).toBeCloseTo(-1.5, 12);
    expect(edited.islandWall.lastPoint.x).toBeCloseTo(1.5, 12);
    expect(readNode(doc, 'islandWall', added.id)?.height).toBe(1);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    expect(editIslandWall(doc, null, added.id, { width: 0 }).ok).toBe(false);
    expect(updates).toBe(0);
  });

  it('deletes an island wall, and answers false for one that is not there', () => {
    const doc = new Y.Doc();
    const added = addIslandWall(doc, null, { x: -1, z: 0 }, { x: 1, z: 0 })!;
    expect(deleteIslandWall(doc, null, added.id)).toBe(true);
    expect(readNodes(doc, 'islandWall')).toEqual([]);
    expect(deleteIslandWall(doc, null, added.id)).toBe(false);
  });
});
