import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { currentSchemaVersions } from './currentSchemaVersions';
import { isUpToDateSchema } from './isUpToDateSchema';
import { migrateDoc } from './migrateDoc';
import { MIGRATION_STEPS } from './migrationSteps';
import { SCHEMA_VERSIONS_KEY } from './schemaVersions';

const current = currentSchemaVersions();
const [someKind] = Object.keys(current) as (keyof typeof current)[];

/** What migrateDoc says of a document holding `stored` under the vector's key (undefined: nothing). */
function migrateDocStatus(stored: unknown): string {
  const doc = new Y.Doc();
  if (stored !== undefined) doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, stored);
  return migrateDoc(doc).status;
}

describe('isUpToDateSchema', () => {
  const cases: [string, unknown][] = [
    ['the current vector', current],
    ['no vector at all', undefined],
    ['a vector one step behind', { ...current, [someKind!]: current[someKind!] - 1 }],
    ['a vector with a kind this code does not know', { ...current, cabinetGroup: 1 }],
    ['a vector ahead of this code', { ...current, [someKind!]: current[someKind!] + 1 }],
    ['a vector that holds anything but counts', { ...current, [someKind!]: 'one' }],
    ['something that is not a vector', 'v3'],
  ];

  it.each(cases)(
    'agrees with migrateDoc (true exactly when it would be upToDate) for %s',
    (_label, stored) => {
      expect(isUpToDateSchema(stored)).toBe(migrateDocStatus(stored) === 'upToDate');
    },
  );

  it('is true for the current vector and false for none, since a document without one has had no step', () => {
    expect(MIGRATION_STEPS.length).toBeGreaterThan(0);
    expect(isUpToDateSchema(current)).toBe(true);
    expect(isUpToDateSchema(undefined)).toBe(false);
  });
});
