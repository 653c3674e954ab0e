import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { NOTE_DEFAULT_COLOR } from '../document/note';
import { nodesMap } from './nodesMap';
import { readNode } from './readNode';
import { exchangeUpdates } from './testing/exchangeUpdates';
import { minimalNodes } from './testing/minimalNodes';
import { updateNode } from './updateNode';
import { writeNode } from './writeNode';

describe('updateNode', () => {
  it('changes the patched fields and keeps every other one, unknown fields included', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'note', { ...minimalNodes.note, text: 'Outlet', futureField: 'kept' });
    const updated = updateNode(doc, 'note', 'note_1', { color: '#000000' });
    expect(updated).toMatchObject({ text: 'Outlet', color: '#000000', futureField: 'kept' });
    expect(readNode(doc, 'note', 'note_1')).toEqual(updated);
  });

  it('gives a known field patched to undefined its default back and removes an unknown one', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'note', { ...minimalNodes.note, color: '#000000', futureField: 'gone' });
    const updated = updateNode(doc, 'note', 'note_1', { color: undefined, futureField: undefined });
    expect(updated?.color).toBe(NOTE_DEFAULT_COLOR);
    expect(nodesMap(doc, 'note').get('note_1')?.has('futureField')).toBe(false);
  });

  it('returns null and writes nothing for a node that does not exist', () => {
    const doc = new Y.Doc();
    expect(updateNode(doc, 'note', 'note_1', { text: 'x' })).toBeNull();
    expect(nodesMap(doc, 'note').size).toBe(0);
  });

  it('refuses a patch that makes the node invalid and writes nothing', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'note', minimalNodes.note);
    expect(() => updateNode(doc, 'note', 'note_1', { background_opacity: 150 })).toThrow();
    expect(readNode(doc, 'note', 'note_1')?.background_opacity).toBe(100);
  });

  it('keeps the node under its own id whatever id the patch names', () => {
    const doc = new Y.Doc();
    writeNode(doc, 'note', minimalNodes.note);
    expect(updateNode(doc, 'note', 'note_1', { id: 'note_2', text: 'x' })?.id).toBe('note_1');
    expect([...nodesMap(doc, 'note').keys()]).toEqual(['note_1']);
  });

  it('keeps both of two concurrent patches of different fields of one node', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    writeNode(a, 'pointLight', minimalNodes.pointLight);
    exchangeUpdates(a, b);
    updateNode(a, 'pointLight', 'pointLight_1', { intensity: 0.5 });
    updateNode(b, 'pointLight', 'pointLight_1', { shadow: true });
    exchangeUpdates(a, b);
    expect(readNode(a, 'pointLight', 'pointLight_1')).toMatchObject({ intensity: 0.5, shadow: true });
    expect(readNode(b, 'pointLight', 'pointLight_1')).toEqual(readNode(a, 'pointLight', 'pointLight_1'));
  });
});
