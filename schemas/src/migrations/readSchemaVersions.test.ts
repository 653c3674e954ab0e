import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readSchemaVersions } from './readSchemaVersions';
import { SCHEMA_VERSIONS_KEY } from './schemaVersions';

describe('readSchemaVersions', () => {
  it('reads a document without a vector as having had no step', () => {
    expect(readSchemaVersions(new Y.Doc())).toEqual({});
  });

  it('reads the vector from the meta map, kinds it does not know included', () => {
    const doc = new Y.Doc();
    doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, { wall: 1, cabinetGroup: 2 });
    expect(readSchemaVersions(doc)).toEqual({ wall: 1, cabinetGroup: 2 });
  });

  it('gives null for a vector that holds anything but counts', () => {
    const doc = new Y.Doc();
    doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, { wall: 'one' });
    expect(readSchemaVersions(doc)).toBeNull();
  });
});
