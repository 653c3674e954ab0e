import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { nodesMap } from './nodesMap';
import { readNode } from './readNode';
import { readNodes } from './readNodes';
import { minimalNodes } from './testing/minimalNodes';
import { writeNode } from './writeNode';

describe('readNodes and readNode', () => {
  it('list nodes in id order whatever order they were written in', () => {
    const doc = new Y.Doc();
    for (const id of ['note_c', 'note_a', 'note_b']) writeNode(doc, 'note', { ...minimalNodes.note, id });
    expect(readNodes(doc, 'note').map((note) => note.id)).toEqual(['note_a', 'note_b', 'note_c']);
  });

  it('list nodes alike on replicas that received them in different orders', () => {
    const source = new Y.Doc();
    const updates: Uint8Array[] = [];
    source.on('update', (update: Uint8Array) => updates.push(update));
    for (const id of ['note_b', 'note_a']) writeNode(source, 'note', { ...minimalNodes.note, id });
    const forwards = new Y.Doc();
    const backwards = new Y.Doc();
    for (const update of updates) Y.applyUpdate(forwards, update);
    for (const update of [...updates].reverse()) Y.applyUpdate(backwards, update);
    expect(readNodes(backwards, 'note')).toEqual(readNodes(forwards, 'note'));
  });

  it('skip a node that does not parse, and an entry that is not a node, instead of failing', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'soffit', { ...minimalNodes.soffit, id: 'soffit_b' });
    const broken = new Y.Map<unknown>();
    broken.set('positionHeight', 'high');
    nodesMap(doc, 'soffit').set('soffit_a', broken);
    doc.getMap('soffits').set('soffit_c', 'not a node');
    expect(readNodes(doc, 'soffit').map((soffit) => soffit.id)).toEqual(['soffit_b']);
    expect(readNode(doc, 'soffit', 'soffit_a')).toBeNull();
    expect(readNode(doc, 'soffit', 'soffit_c')).toBeNull();
  });

  it('refuse a node stored under an id of another kind', () => {
    const doc = new Y.Doc();
    const { id: _id, ...fields } = minimalNodes.note;
    const node = new Y.Map<unknown>(Object.entries(fields));
    nodesMap(doc, 'note').set('wall_1', node);
    expect(readNode(doc, 'note', 'wall_1')).toBeNull();
    expect(readNodes(doc, 'note')).toEqual([]);
  });

  it('read a missing node as null', () => {
    expect(readNode(new Y.Doc(), 'wall', 'wall_1')).toBeNull();
  });
});
