import { readWalls, WALL_DEFAULT_THICKNESS } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addWall } from './wallCommands';

describe('addWall', () => {
  it('adds the wall in one transaction with the given origin', () => {
    const doc = new Y.Doc();
    const origin = { user: 'a' };
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    const wall = addWall(doc, origin, { x: 0, z: 0 }, { x: 2, z: 0 }, null);
    expect(wall?.id).toMatch(/^wall_/);
    expect(origins).toEqual([origin]);
    expect(readWalls(doc)).toHaveLength(1);
  });

  it('draws a new wall as thick as the default wall depth setting, the schema default without one', () => {
    const doc = new Y.Doc();
    const plain = addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null)!;
    const thick = addWall(doc, null, { x: 0, z: 3 }, { x: 2, z: 3 }, null, null, 0.2)!;
    const stored = new Map(readWalls(doc).map((wall) => [wall.id, wall.dimensions.z]));
    expect(stored.get(plain.id)).toBe(WALL_DEFAULT_THICKNESS);
    expect(stored.get(thick.id)).toBe(0.2);
  });

  it('joins a chained wall to the previous one both ways', () => {
    const doc = new Y.Doc();
    const first = addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null)!;
    const second = addWall(doc, null, { x: 2, z: 0 }, { x: 2, z: -2 }, first.id)!;
    const byId = new Map(readWalls(doc).map((wall) => [wall.id, wall]));
    expect(byId.get(first.id)?.connected).toEqual([second.id]);
    expect(byId.get(second.id)?.connected).toEqual([first.id]);
  });

  it('writes nothing for a wall too short to exist', () => {
    const doc = new Y.Doc();
    expect(addWall(doc, null, { x: 1, z: 1 }, { x: 1, z: 1 }, null)).toBeNull();
    expect(readWalls(doc)).toHaveLength(0);
  });

  it('joins the end of a wall snapped onto another wall’s end, closing the room', () => {
    const doc = new Y.Doc();
    const first = addWall(doc, null, { x: 0, z: 0 }, { x: 2, z: 0 }, null)!;
    const second = addWall(doc, null, { x: 2, z: 0 }, { x: 2, z: -2 }, first.id)!;
    const closing = addWall(doc, null, { x: 2, z: -2 }, { x: 0, z: 0 }, second.id, first.id)!;
    expect(closing.connected).toEqual([second.id, first.id]);
    expect(readWalls(doc).find((wall) => wall.id === first.id)?.connected).toEqual([second.id, closing.id]);
  });

  it('flags a wall drawn across another, and the other, as errors', () => {
    const doc = new Y.Doc();
    addWall(doc, null, { x: -1, z: 0 }, { x: 1, z: 0 }, null);
    const crossing = addWall(doc, null, { x: 0, z: -1 }, { x: 0, z: 1 }, null);
    expect(crossing?.error).toBe(true);
    expect(readWalls(doc).map((wall) => wall.error)).toEqual([true, true]);
  });
});
