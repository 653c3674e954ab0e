import { readWall, readWalls } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deleteWall } from './deleteWall';
import { addWall } from './wallCommands';

describe('deleteWall', () => {
  it('removes the wall and its id from both neighbours in one transaction', () => {
    const doc = new Y.Doc();
    const a = addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null)!;
    const b = addWall(doc, null, { x: 2, z: 0 }, { x: 2, z: -2 }, a.id)!;
    const c = addWall(doc, null, { x: 2, z: -2 }, { x: 0, z: -2 }, b.id)!;
    const origin = { user: 'a' };
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    expect(deleteWall(doc, origin, b.id)).toBe(true);
    expect(origins).toEqual([origin]);
    expect(readWall(doc, b.id)).toBeNull();
    expect(readWall(doc, a.id)?.connected).toEqual([]);
    expect(readWall(doc, c.id)?.connected).toEqual([]);
  });

  it('answers false and writes nothing for a wall that is not there', () => {
    const doc = new Y.Doc();
    addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    expect(deleteWall(doc, null, 'wall_missing')).toBe(false);
    expect(updates).toBe(0);
    expect(readWalls(doc)).toHaveLength(1);
  });
});
