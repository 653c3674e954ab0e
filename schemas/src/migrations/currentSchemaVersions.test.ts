import { describe, expect, it } from 'vitest';
import { currentSchemaVersions } from './currentSchemaVersions';
import { MIGRATION_KINDS } from './migrationKind';
import { MIGRATION_STEPS } from './migrationSteps';

describe('currentSchemaVersions', () => {
  it('counts, for every kind, the steps this code knows, 0 for kinds without any', () => {
    const versions = currentSchemaVersions();
    expect(Object.keys(versions).sort()).toEqual([...MIGRATION_KINDS].sort());
    for (const kind of MIGRATION_KINDS) {
      expect(versions[kind], kind).toBe(MIGRATION_STEPS.filter((step) => step.kind === kind).length);
    }
  });
});
