import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { NODE_KIND_NAMES, NODE_KINDS } from './nodeKinds';
import { nodesMap } from './nodesMap';
import { readNode } from './readNode';
import { exchangeUpdates } from './testing/exchangeUpdates';
import { minimalNodes } from './testing/minimalNodes';
import { writeNode } from './writeNode';

function updatesDuring(doc: Y.Doc, write: () => void): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const listener = (update: Uint8Array) => updates.push(update);
  doc.on('update', listener);
  doc.transact(write);
  doc.off('update', listener);
  return updates;
}

describe('writeNode', () => {
  it.each(NODE_KIND_NAMES)(
    'stores a %s as a nested map of its fields, keyed by its id, under its map',
    (kind) => {
      const doc = new Y.Doc();
      const input = minimalNodes[kind];
      writeNode(doc, kind, input);
      const node = doc.getMap(NODE_KINDS[kind].map).get(input.id as string);
      expect(node).toBeInstanceOf(Y.Map);
      expect((node as Y.Map<unknown>).has('id')).toBe(false);
    },
  );

  it.each(NODE_KIND_NAMES)(
    'reads a %s back exactly as written, defaults and unknown fields included',
    (kind) => {
      const doc = new Y.Doc();
      const input = { ...minimalNodes[kind], futureField: { nested: [1, 'two', null] } };
      const written = writeNode(doc, kind, input);
      expect(written).toHaveProperty('futureField', { nested: [1, 'two', null] });
      expect(readNode(doc, kind, input.id as string)).toEqual(written);
    },
  );

  it('keeps plain structs whole, as one field', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'model', minimalNodes.model);
    expect(nodesMap(doc, 'model').get('model_1')?.get('position')).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('refuses a node that does not parse and writes nothing', () => {
    const doc = new Y.Doc();
    expect(() => writeNode(doc, 'wall', { ...minimalNodes.wall, dimensions: { x: -1 } })).toThrow();
    expect(() => writeNode(doc, 'wall', { ...minimalNodes.wall, id: 'model_1' })).toThrow();
    expect(nodesMap(doc, 'wall').size).toBe(0);
  });

  it('writes only the fields that changed', () => {
    const doc = new Y.Doc();
    const wall = writeNode(doc, 'wall', minimalNodes.wall);
    const changed: string[] = [];
    nodesMap(doc, 'wall')
      .get('wall_1')
      ?.observe((event) => changed.push(...event.keysChanged));
    doc.transact(() => writeNode(doc, 'wall', { ...wall, name: 'North' }));
    expect(changed).toEqual(['name']);
  });

  it('emits no update when the node is written unchanged', () => {
    const doc = new Y.Doc();
    const wall = writeNode(doc, 'wall', minimalNodes.wall);
    expect(updatesDuring(doc, () => writeNode(doc, 'wall', wall))).toEqual([]);
  });

  it('removes a stored field the written node no longer has', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'note', { ...minimalNodes.note, futureField: 1 });
    writeNode(doc, 'note', minimalNodes.note);
    expect(nodesMap(doc, 'note').get('note_1')?.has('futureField')).toBe(false);
  });

  it('keeps both of two concurrent writes that change different fields of one node', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    const model = writeNode(a, 'model', minimalNodes.model);
    exchangeUpdates(a, b);
    writeNode(a, 'model', { ...model, crownMolding: true });
    writeNode(b, 'model', { ...model, position: { x: 1, y: 0, z: 2 } });
    exchangeUpdates(a, b);
    const merged = readNode(a, 'model', 'model_1');
    expect(merged).toMatchObject({ crownMolding: true, position: { x: 1, y: 0, z: 2 } });
    expect(readNode(b, 'model', 'model_1')).toEqual(merged);
  });

  it('is not changed by a caller mutating what it wrote or what it read', () => {
    const doc = new Y.Doc();
    const extra = { list: [1] };
    writeNode(doc, 'wall', { ...minimalNodes.wall, futureField: extra });
    extra.list.push(2);
    const read = readNode(doc, 'wall', 'wall_1') as unknown as { futureField: { list: number[] } };
    read.futureField.list.push(3);
    expect(readNode(doc, 'wall', 'wall_1')).toHaveProperty('futureField', { list: [1] });
  });
});
