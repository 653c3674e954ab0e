import type { MigrationStep } from './migrationStep';

/**
 * A wall without a name gets an empty name (spec 002 section 3). The schema refuses a null name, so
 * without this step such a wall would be skipped on read and disappear from the room.
 */
export const wallNameDefault: MigrationStep = {
  name: 'name-default',
  kind: 'wall',
  migrate(fields) {
    const name = fields.name;
    if (typeof name === 'string') return fields;
    if (typeof name === 'number' && Number.isFinite(name)) return { ...fields, name: String(name) };
    return { ...fields, name: '' };
  },
};
