import { readWall, readWalls } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { wallEnds } from '../model/walls/wallEnds';
import { editWall } from './editWall';
import { addWall } from './wallCommands';

function drawU(doc: Y.Doc) {
  const a = addWall(doc, null, { x: 0, z: -2 }, { x: 3, z: -2 }, null)!;
  const b = addWall(doc, null, { x: 3, z: -2 }, { x: 3, z: 0 }, a.id)!;
  const c = addWall(doc, null, { x: 3, z: 0 }, { x: 0, z: 0 }, b.id)!;
  return { a, b, c };
}

describe('editWall', () => {
  it('writes the wall and the walls that follow it in one transaction with the given origin', () => {
    const doc = new Y.Doc();
    const { b, c } = drawU(doc);
    const origin = { user: 'a' };
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    const result = editWall(doc, origin, b.id, { length: 3 });
    expect(result.ok).toBe(true);
    expect(origins).toEqual([origin]);
    expect(readWall(doc, b.id)?.dimensions.x).toBe(3);
    const followed = wallEnds(readWall(doc, c.id)!);
    expect(followed.start.z).toBeCloseTo(1, 9);
    expect(followed.end.z).toBeCloseTo(1, 9);
  });

  it('refuses to rotate a wall with two connections and leaves the document untouched', () => {
    const doc = new Y.Doc();
    const { b } = drawU(doc);
    const before = Y.encodeStateAsUpdate(doc);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    const result = editWall(doc, null, b.id, { angle: 1 });
    expect(result).toMatchObject({ ok: false, message: 'A wall with two connections cannot be rotated.' });
    expect(updates).toBe(0);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });

  it('reaches a second replica as one update that converges', () => {
    const doc = new Y.Doc();
    const replica = new Y.Doc();
    const { a } = drawU(doc);
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    editWall(doc, null, a.id, { height: 2.5, thickness: 0.2 });
    expect(updates).toHaveLength(1);
    Y.applyUpdate(replica, updates[0]!);
    expect(readWalls(replica)).toEqual(readWalls(doc));
  });
});
