import { describe, expect, it } from 'vitest';
import { migrateFields } from './migrateFields';
import type { MigrationStep } from './migrationStep';

const append = (name: string, kind: MigrationStep['kind'] = 'note'): MigrationStep => ({
  name,
  kind,
  migrate: (fields) => ({ ...fields, log: [...((fields.log as string[] | undefined) ?? []), name] }),
});

const steps = [append('a'), append('other', 'wall'), append('b'), append('c')];

describe('migrateFields', () => {
  it('applies the steps of the kind in registry order, skipping the first `from` of them', () => {
    expect(migrateFields('note', {}, 0, steps)).toEqual({ log: ['a', 'b', 'c'] });
    expect(migrateFields('note', {}, 2, steps)).toEqual({ log: ['c'] });
    expect(migrateFields('wall', {}, 0, steps)).toEqual({ log: ['other'] });
  });

  it('returns the fields as they were when no step is pending, without mutating them', () => {
    const fields = { text: 'x' };
    expect(migrateFields('note', fields, 3, steps)).toEqual({ text: 'x' });
    migrateFields('note', fields, 0, steps);
    expect(fields).toEqual({ text: 'x' });
  });
});
