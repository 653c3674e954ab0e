import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { designMap } from './designMap';
import { readDesign } from './readDesign';
import { exchangeUpdates } from './testing/exchangeUpdates';
import { writeDesignField } from './writeDesignField';

describe('writeDesignField', () => {
  it('stores one entry per design field, structs replaced whole, with defaults filled', () => {
    const doc = new Y.Doc();
    const flooring = writeDesignField(doc, 'flooring', { id: 'oak', rotation: 370 });
    expect(flooring).toMatchObject({ id: 'oak', rotation: 10, repeat: { x: 1, z: 1, mirrored: false } });
    expect(designMap(doc).get('flooring')).toEqual(flooring);
    expect(readDesign(doc).flooring).toEqual(flooring);
  });

  it('refuses a value that does not parse and writes nothing', () => {
    const doc = new Y.Doc();
    expect(() => writeDesignField(doc, 'handle', '')).toThrow();
    expect(designMap(doc).size).toBe(0);
  });

  it('emits no update when the value is unchanged', () => {
    const doc = new Y.Doc();
    writeDesignField(doc, 'style', 'shaker');
    let updates = 0;
    doc.on('update', () => (updates += 1));
    writeDesignField(doc, 'style', 'shaker');
    expect(updates).toBe(0);
  });

  it('keeps both of two concurrent changes to different design fields', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    writeDesignField(a, 'flooring', { id: 'oak' });
    writeDesignField(b, 'countertop', { id: 'granite' });
    exchangeUpdates(a, b);
    expect(readDesign(a)).toMatchObject({ flooring: { id: 'oak' }, countertop: { id: 'granite' } });
    expect(readDesign(b)).toEqual(readDesign(a));
  });
});
