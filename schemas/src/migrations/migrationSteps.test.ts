import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { designMap } from '../doc/designMap';
import { nodeFields } from '../doc/nodeFields';
import { nodesMap } from '../doc/nodesMap';
import { BACKSPLASH_DEFAULT_CUSTOM_HEIGHT } from '../document/backsplash';
import type { NodeKind } from '../ids';
import { migrateDoc } from './migrateDoc';
import { MIGRATION_KINDS } from './migrationKind';
import type { MigrationStep } from './migrationStep';
import { MIGRATION_STEPS } from './migrationSteps';
import { SCHEMA_VERSIONS_KEY } from './schemaVersions';
import { schemaVersionsOf } from './schemaVersionsOf';

interface Example {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * One example per step, by name: a step added to the registry without one fails this suite, so no
 * step can ship without having run. For a node kind the fields are the node's without its id; for
 * 'design', the entries of the design map.
 */
const EXAMPLES: Record<string, Example> = {
  'catalog-style-default': {
    before: { catalogModelId: 'B24', catalogStyleId: '' },
    after: { catalogModelId: 'B24', catalogStyleId: 'default' },
  },
  'name-default': {
    before: { position: { x: 0, z: 0 }, dimensions: { x: 2 }, name: null },
    after: { position: { x: 0, z: 0 }, dimensions: { x: 2 }, name: '' },
  },
  'custom-depth-in-range': {
    before: { positionHeight: 2.1, dimensionHeight: 0.3, creationType: 'custom', customDepthValue: 60 },
    after: { positionHeight: 2.1, dimensionHeight: 0.3, creationType: 'custom', customDepthValue: 12 },
  },
  'backsplash-height-default': {
    before: { totalPrice: 10, backsplash: { walls: ['wall_1'], size: 'custom', height: '' } },
    after: {
      totalPrice: 10,
      backsplash: { walls: ['wall_1'], size: 'custom', height: BACKSPLASH_DEFAULT_CUSTOM_HEIGHT },
    },
  },
  'opening-kind-default': {
    before: { opening_id: 'window-30', wall_id: 'wall_1', name: 'Window' },
    after: { opening_id: 'window-30', wall_id: 'wall_1', name: 'Window', kind: 'Single Window' },
  },
};

/** Released steps, in registry order. Editing this list is how a release's steps are frozen. */
const RELEASED = [
  'catalog-style-default',
  'name-default',
  'custom-depth-in-range',
  'backsplash-height-default',
];

function exampleOf(step: MigrationStep): Example {
  const example = EXAMPLES[step.name];
  if (example === undefined) throw new Error(`Migration step ${step.name} has no example`);
  return example;
}

/** A document holding the example's before, having had every step up to (not including) `step`. */
function documentBefore(step: MigrationStep, index: number): Y.Doc {
  const doc = new Y.Doc();
  const { before } = exampleOf(step);
  if (step.kind === 'design') {
    for (const [field, value] of Object.entries(before)) designMap(doc).set(field, value);
  } else {
    nodesMap(doc, step.kind).set(`${step.kind}_example`, new Y.Map(Object.entries(before)));
  }
  doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, schemaVersionsOf(MIGRATION_STEPS.slice(0, index)));
  return doc;
}

function fieldsAfter(doc: Y.Doc, kind: MigrationStep['kind']): unknown {
  if (kind === 'design') return designMap(doc).toJSON();
  return nodeFields(nodesMap(doc, kind as NodeKind).get(`${kind}_example`));
}

describe('migration steps', () => {
  it('each have an example, so a step that never ran fails the suite', () => {
    const missing = MIGRATION_STEPS.map((step) => step.name).filter((name) => !(name in EXAMPLES));
    expect(missing).toEqual([]);
    expect(Object.keys(EXAMPLES).sort()).toEqual(MIGRATION_STEPS.map((step) => step.name).sort());
  });

  it.each(MIGRATION_STEPS.map((step, index) => [step.name, step, index] as const))(
    '%s turns its example into the expected fields when it migrates a document',
    (_name, step, index) => {
      const doc = documentBefore(step, index);
      const result = migrateDoc(doc, MIGRATION_STEPS.slice(0, index + 1));
      expect(result).toMatchObject({ status: 'migrated', applied: [step.name] });
      expect(fieldsAfter(doc, step.kind)).toEqual(exampleOf(step).after);
    },
  );

  it.each(MIGRATION_STEPS.map((step) => [step.name, step] as const))(
    '%s changes nothing in what it already migrated, so running it on an import is safe',
    (_name, step) => {
      const { after } = exampleOf(step);
      expect(step.migrate(after)).toEqual(after);
    },
  );

  it('are appended only: released steps keep their names and order', () => {
    expect(MIGRATION_STEPS.map((step) => step.name).slice(0, RELEASED.length)).toEqual(RELEASED);
  });

  it('have unique kebab-case names and a known kind', () => {
    const names = MIGRATION_STEPS.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    for (const step of MIGRATION_STEPS) {
      expect(step.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(MIGRATION_KINDS).toContain(step.kind);
    }
  });
});
