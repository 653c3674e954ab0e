import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deleteNode } from './deleteNode';
import { readNodes } from './readNodes';
import { minimalNodes } from './testing/minimalNodes';
import { writeNode } from './writeNode';

describe('deleteNode', () => {
  it('removes the node and only that node', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'measurement', minimalNodes.measurement);
    writeNode(doc, 'measurement', { ...minimalNodes.measurement, id: 'measurement_2' });
    deleteNode(doc, 'measurement', 'measurement_1');
    expect(readNodes(doc, 'measurement').map((node) => node.id)).toEqual(['measurement_2']);
  });

  it('emits no update for a node that is not there', () => {
    const doc = new Y.Doc();
    let updates = 0;
    doc.on('update', () => (updates += 1));
    deleteNode(doc, 'measurement', 'measurement_1');
    expect(updates).toBe(0);
  });
});
