import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { BACKSPLASH_DEFAULT_CUSTOM_HEIGHT } from '../document/backsplash';
import { DESIGN_FIELDS } from '../document/design';
import { DEFAULT_CATALOG_STYLE_ID } from '../document/placedModel';
import type { SaveFileContentsInput } from '../document/saveFileContents';
import { currentSchemaVersions } from '../migrations/currentSchemaVersions';
import { migrateDoc } from '../migrations/migrateDoc';
import { readSchemaVersions } from '../migrations/readSchemaVersions';
import { designMap } from './designMap';
import { extrasMap } from './extrasMap';
import { NODE_KIND_NAMES, NODE_KINDS } from './nodeKinds';
import { readDesign } from './readDesign';
import { readNode } from './readNode';
import { SAVE_FILE_CONTENTS_ORIGIN } from './saveFileContentsOrigin';
import { saveFileContentsToDoc } from './saveFileContentsToDoc';
import { minimalNodes } from './testing/minimalNodes';
import { richSaveFileContents } from './testing/richSaveFileContents';

const document = { id: 'save_1' };

describe('saveFileContentsToDoc', () => {
  it('writes every node under its kind’s map as a nested map keyed by its id', () => {
    const doc = saveFileContentsToDoc(richSaveFileContents);
    for (const kind of NODE_KIND_NAMES) {
      const nodes = doc.getMap(NODE_KINDS[kind].map);
      expect(nodes.size, kind).toBeGreaterThan(0);
      for (const node of nodes.values()) expect(node).toBeInstanceOf(Y.Map);
    }
    expect(readNode(doc, 'wall', 'wall_a')).toMatchObject({ name: 'North' });
  });

  it('writes everything in one transaction with its own origin', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => origins.push(origin));
    saveFileContentsToDoc(richSaveFileContents, doc);
    expect(origins).toEqual([SAVE_FILE_CONTENTS_ORIGIN]);
  });

  it('writes one design entry per design field, style and handle taken from the save document', () => {
    const doc = saveFileContentsToDoc(richSaveFileContents);
    expect([...designMap(doc).keys()].sort()).toEqual([...DESIGN_FIELDS].sort());
    expect(readDesign(doc)).toMatchObject({ style: 'shaker', handle: 'bar-128', totalPrice: 250 });
  });

  it('reads an empty handle in the save document as Default', () => {
    const doc = saveFileContentsToDoc({ document: { ...document, handle: '' } });
    expect(readDesign(doc).handle).toBeNull();
  });

  it('keeps top-level members it does not know in the extras map', () => {
    const doc = saveFileContentsToDoc(richSaveFileContents);
    expect(extrasMap(doc).toJSON()).toEqual({
      futureMember: { lighting: 'warm', scenes: [1, 2, 3] },
      anotherFutureMember: 'text',
    });
  });

  it('records the current schema versions, so the new document needs no migration', () => {
    const doc = saveFileContentsToDoc(richSaveFileContents);
    expect(readSchemaVersions(doc)).toEqual(currentSchemaVersions());
    expect(migrateDoc(doc).status).toBe('upToDate');
  });

  it('repairs, through the migration steps, values the schemas would refuse', () => {
    // Typed for what is valid; an older writer's file holds what is not.
    const doc = saveFileContentsToDoc({
      document,
      models: [{ ...minimalNodes.model, catalogStyleId: '' }],
      soffit: [{ ...minimalNodes.soffit, customDepthValue: 60 }],
      backsplash: { size: 'custom', height: null },
    } as unknown as SaveFileContentsInput);
    expect(readNode(doc, 'model', 'model_1')?.catalogStyleId).toBe(DEFAULT_CATALOG_STYLE_ID);
    expect(readNode(doc, 'soffit', 'soffit_1')?.customDepthValue).toBe(12);
    expect(readDesign(doc).backsplash?.height).toBe(BACKSPLASH_DEFAULT_CUSTOM_HEIGHT);
  });

  it('refuses contents that do not parse, writing nothing', () => {
    const doc = new Y.Doc();
    expect(() =>
      saveFileContentsToDoc({ document, walls: [{ id: 'wall_1' }] } as SaveFileContentsInput, doc),
    ).toThrow();
    expect(Y.encodeStateVector(doc)).toEqual(Y.encodeStateVector(new Y.Doc()));
  });

  it('refuses two nodes with one id rather than losing one', () => {
    const notes = [minimalNodes.note, { ...minimalNodes.note, text: 'second' }];
    expect(() => saveFileContentsToDoc({ document, notes })).toThrow(/two note nodes with id note_1/);
  });

  it('loads only into an empty document', () => {
    const doc = saveFileContentsToDoc({ document });
    expect(() => saveFileContentsToDoc({ document }, doc)).toThrow(/empty document/);
  });
});
