import { describe, expect, it } from 'vitest';
import { SaveFileContentsSchema } from '../document/saveFileContents';
import { DOCUMENT_MAPS } from './documentLayout';
import { NODE_KIND_NAMES, NODE_KINDS } from './nodeKinds';

describe('NODE_KINDS', () => {
  it('names every node kind of ids.ts, each with ids prefixed by its kind', () => {
    expect([...NODE_KIND_NAMES].sort()).toEqual(
      ['islandWall', 'measurement', 'model', 'note', 'opening', 'pointLight', 'soffit', 'wall'].sort(),
    );
    for (const kind of NODE_KIND_NAMES) expect(NODE_KINDS[kind].idPrefix).toBe(`${kind}_`);
  });

  it('gives each kind a top-level map of its own from the document layout', () => {
    const maps = NODE_KIND_NAMES.map((kind) => NODE_KINDS[kind].map);
    expect(new Set(maps).size).toBe(maps.length);
    for (const map of maps) expect(DOCUMENT_MAPS).toContain(map);
    expect(maps).not.toContain('meta');
    expect(maps).not.toContain('design');
  });

  it('maps every array member of the save file to exactly one kind', () => {
    const arrayMembers = Object.entries(SaveFileContentsSchema.parse({ document: { id: 'save_1' } }))
      .filter(([, value]) => Array.isArray(value))
      .map(([member]) => member)
      .sort();
    expect(NODE_KIND_NAMES.map((kind) => NODE_KINDS[kind].saveFileMember).sort()).toEqual(arrayMembers);
    expect(NODE_KINDS.soffit.saveFileMember).toBe('soffit');
    expect(NODE_KINDS.measurement.saveFileMember).toBe('customMeasurements');
  });
});
