import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deleteWall, readWall, readWalls, wallsMap, writeWall } from './wallMapping';

const base = { position: { x: 1, z: 2 }, dimensions: { x: 3 } };

function sync(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe('wall mapping', () => {
  it('stores each wall as a nested map of its fields under the top-level walls map', () => {
    const doc = new Y.Doc();
    writeWall(doc, { id: 'wall_a', ...base });
    const node = wallsMap(doc).get('wall_a');
    expect(node).toBeInstanceOf(Y.Map);
    expect(node?.get('position')).toEqual({ x: 1, z: 2 });
    expect(node?.has('id')).toBe(false);
  });

  it('reads back exactly the wall it wrote, defaults included', () => {
    const doc = new Y.Doc();
    const written = writeWall(doc, { id: 'wall_a', ...base, name: 'North' });
    expect(readWall(doc, 'wall_a')).toEqual(written);
    expect(readWalls(doc)).toEqual([written]);
  });

  it('keeps both of two concurrent edits to different fields of one wall', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    writeWall(a, { id: 'wall_a', ...base });
    sync(a, b);
    wallsMap(a).get('wall_a')?.set('name', 'North');
    wallsMap(b).get('wall_a')?.set('color', '#ffffff');
    sync(a, b);
    expect(readWall(a, 'wall_a')).toMatchObject({ name: 'North', color: '#ffffff' });
    expect(readWall(b, 'wall_a')).toEqual(readWall(a, 'wall_a'));
  });

  it('skips a node that does not parse instead of failing the whole list', () => {
    const doc = new Y.Doc();
    writeWall(doc, { id: 'wall_b', ...base });
    const broken = new Y.Map<unknown>();
    broken.set('position', 'nowhere');
    wallsMap(doc).set('wall_a', broken);
    expect(readWalls(doc).map((wall) => wall.id)).toEqual(['wall_b']);
    expect(readWall(doc, 'wall_a')).toBeNull();
  });

  it('lists walls in id order on every replica', () => {
    const doc = new Y.Doc();
    writeWall(doc, { id: 'wall_c', ...base });
    writeWall(doc, { id: 'wall_a', ...base });
    expect(readWalls(doc).map((wall) => wall.id)).toEqual(['wall_a', 'wall_c']);
  });

  it('deletes a wall', () => {
    const doc = new Y.Doc();
    writeWall(doc, { id: 'wall_a', ...base });
    deleteWall(doc, 'wall_a');
    expect(readWalls(doc)).toEqual([]);
  });
});
