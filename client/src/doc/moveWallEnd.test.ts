import { readWall } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { moveWallEnd } from './moveWallEnd';
import { addWall } from './wallCommands';

describe('moveWallEnd command', () => {
  it('snaps the dragged end onto a wall end and connects both walls in one transaction', () => {
    const doc = new Y.Doc();
    const a = addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null)!;
    const b = addWall(doc, null, { x: 3, z: -1 }, { x: 3, z: -3 }, null)!;
    const origin = { user: 'a' };
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    const result = moveWallEnd(doc, origin, a.id, 'end', { x: 3.1, z: -0.9 });
    expect(result.ok).toBe(true);
    expect(origins).toEqual([origin]);
    expect(readWall(doc, a.id)?.connected).toEqual([b.id]);
    expect(readWall(doc, b.id)?.connected).toEqual([a.id]);
  });

  it('writes nothing when the move collides', () => {
    const doc = new Y.Doc();
    const a = addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null)!;
    addWall(doc, null, { x: 3, z: 1 }, { x: 3, z: -1 }, null);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    expect(moveWallEnd(doc, null, a.id, 'end', { x: 4, z: 0 })).toMatchObject({
      ok: false,
      reason: 'collision',
    });
    expect(updates).toBe(0);
  });
});
