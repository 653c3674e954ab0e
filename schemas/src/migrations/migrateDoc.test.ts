import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { designMap } from '../doc/designMap';
import { DOCUMENT_MAPS } from '../doc/documentLayout';
import { nodesMap } from '../doc/nodesMap';
import { readNodes } from '../doc/readNodes';
import { exchangeUpdates } from '../doc/testing/exchangeUpdates';
import { minimalNodes } from '../doc/testing/minimalNodes';
import { NODE_KIND_NAMES } from '../doc/nodeKinds';
import type { NodeKind } from '../ids';
import { currentSchemaVersions } from './currentSchemaVersions';
import { migrateDoc } from './migrateDoc';
import { MIGRATION_KINDS } from './migrationKind';
import { MIGRATION_ORIGIN } from './migrationOrigin';
import type { MigrationStep } from './migrationStep';
import { MIGRATION_STEPS } from './migrationSteps';
import { readSchemaVersions } from './readSchemaVersions';
import { SCHEMA_VERSIONS_KEY } from './schemaVersions';

function seedNode(doc: Y.Doc, kind: NodeKind, fields: Record<string, unknown>): void {
  const { id, ...rest } = fields;
  nodesMap(doc, kind).set(String(id), new Y.Map(Object.entries(rest)));
}

/** A document as an older version left it: a node of every kind, a design, and the given vector. */
function oldDocument(versions: Record<string, number> | undefined): Y.Doc {
  const doc = new Y.Doc();
  for (const kind of NODE_KIND_NAMES) seedNode(doc, kind, { ...minimalNodes[kind] });
  seedNode(doc, 'model', { ...minimalNodes.model, id: 'model_2', catalogStyleId: '' });
  seedNode(doc, 'soffit', { ...minimalNodes.soffit, id: 'soffit_2', customDepthValue: 60 });
  designMap(doc).set('backsplash', { size: 'custom', height: null });
  if (versions !== undefined) doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, versions);
  return doc;
}

const ALL_ZERO = Object.fromEntries(MIGRATION_KINDS.map((kind) => [kind, 0]));

function updatesOf(doc: Y.Doc, run: () => void): unknown[] {
  const origins: unknown[] = [];
  const listener = (_update: Uint8Array, origin: unknown) => origins.push(origin);
  doc.on('update', listener);
  run();
  doc.off('update', listener);
  return origins;
}

describe('migrateDoc', () => {
  it('runs every step exactly once on each node of a version-0 document and records the current vector', () => {
    const doc = oldDocument(ALL_ZERO);
    const calls = new Map<string, number>();
    const counted: MigrationStep[] = MIGRATION_STEPS.map((step) => ({
      ...step,
      migrate: (fields) => {
        calls.set(step.name, (calls.get(step.name) ?? 0) + 1);
        return step.migrate(fields);
      },
    }));
    const result = migrateDoc(doc, counted);
    expect(result).toEqual({
      status: 'migrated',
      applied: MIGRATION_STEPS.map((step) => step.name),
      versions: currentSchemaVersions(),
    });
    for (const step of MIGRATION_STEPS) {
      const perNode = step.kind === 'design' ? 1 : nodesMap(doc, step.kind).size;
      expect(calls.get(step.name), step.name).toBe(perNode);
    }
    expect(readSchemaVersions(doc)).toEqual(currentSchemaVersions());
  });

  it('treats a document with no version vector as having had no step', () => {
    const doc = oldDocument(undefined);
    expect(migrateDoc(doc).status).toBe('migrated');
    expect(readNodes(doc, 'model').map((model) => model.catalogStyleId)).toEqual(['default', 'default']);
    expect(readSchemaVersions(doc)).toEqual(currentSchemaVersions());
  });

  it('makes nodes readable again that no reader could parse before', () => {
    const doc = oldDocument(ALL_ZERO);
    expect(readNodes(doc, 'soffit').map((soffit) => soffit.id)).toEqual(['soffit_1']);
    migrateDoc(doc);
    expect(readNodes(doc, 'soffit').map((soffit) => soffit.customDepthValue)).toEqual([12, 12]);
  });

  it('runs only the steps a document has not had yet', () => {
    const tag = (name: string): MigrationStep => ({
      name,
      kind: 'note',
      migrate: (fields) => ({ ...fields, text: `${String(fields.text ?? '')}${name}` }),
    });
    const doc = new Y.Doc();
    seedNode(doc, 'note', { ...minimalNodes.note });
    doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, { note: 1 });
    const result = migrateDoc(doc, [tag('a'), tag('b'), tag('c')]);
    expect(result).toMatchObject({ status: 'migrated', applied: ['b', 'c'] });
    expect(nodesMap(doc, 'note').get('note_1')?.get('text')).toBe('bc');
    expect(readSchemaVersions(doc)).toMatchObject({ note: 3, wall: 0 });
  });

  it('migrates in one transaction with the migration origin', () => {
    const doc = oldDocument(ALL_ZERO);
    expect(updatesOf(doc, () => migrateDoc(doc))).toEqual([MIGRATION_ORIGIN]);
  });

  it('does nothing, and emits no update, when nothing is pending', () => {
    const doc = oldDocument(ALL_ZERO);
    migrateDoc(doc);
    let second: unknown;
    expect(updatesOf(doc, () => (second = migrateDoc(doc)))).toEqual([]);
    expect(second).toEqual({ status: 'upToDate', versions: currentSchemaVersions() });
  });

  it('refuses a document a newer version wrote, and leaves it untouched', () => {
    const newerWall = { ...currentSchemaVersions(), wall: currentSchemaVersions().wall + 1 };
    const unknownKind = { ...ALL_ZERO, cabinetGroup: 1 };
    for (const [versions, newerKinds] of [
      [newerWall, ['wall']],
      [unknownKind, ['cabinetGroup']],
    ] as const) {
      const doc = oldDocument(versions);
      let result: unknown;
      expect(updatesOf(doc, () => (result = migrateDoc(doc)))).toEqual([]);
      expect(result).toMatchObject({ status: 'tooNew', newerKinds, stored: versions });
    }
  });

  it('refuses a document whose version vector cannot be read, and leaves it untouched', () => {
    for (const versions of ['2', { wall: -1 }, { wall: 1.5 }, [1, 2]]) {
      const doc = oldDocument(undefined);
      doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, versions);
      let result: unknown;
      expect(updatesOf(doc, () => (result = migrateDoc(doc)))).toEqual([]);
      expect(result).toEqual({ status: 'invalidVersions' });
    }
  });

  it('converges when two replicas migrate the same document at once', () => {
    const a = oldDocument(ALL_ZERO);
    const b = new Y.Doc();
    exchangeUpdates(a, b);
    expect(migrateDoc(a).status).toBe('migrated');
    expect(migrateDoc(b).status).toBe('migrated');
    exchangeUpdates(a, b);
    for (const name of DOCUMENT_MAPS) {
      expect(b.getMap(name).toJSON(), name).toEqual(a.getMap(name).toJSON());
    }
    expect(readNodes(a, 'model').map((model) => model.catalogStyleId)).toEqual(['default', 'default']);
    expect(readSchemaVersions(b)).toEqual(currentSchemaVersions());
    expect(migrateDoc(a).status).toBe('upToDate');
  });
});
