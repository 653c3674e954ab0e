import { OPENING_KINDS, type OpeningKind } from '../catalogue/openingKind';
import type { MigrationStep } from './migrationStep';

/** Words in an opening's catalogue id, name or file that say its kind, most specific first. */
const KIND_CLUES: readonly (readonly [RegExp, OpeningKind])[] = [
  [/garage/, 'Garage Door'],
  [/patio|sliding|french/, 'Patio Door'],
  [/door.*opening|opening.*door|archway/, 'Door Opening'],
  [/window.*opening|opening.*window|pass.?through/, 'Window Opening'],
  [/double.*window|window.*double/, 'Double Window'],
  [/window.*(bay|picture|arch)|(bay|picture|arch).*window|unique/, 'Unique Windows'],
  [/window/, 'Single Window'],
  [/exterior|entry/, 'Exterior Door'],
  [/door/, 'Interior Door'],
];

function isOpeningKind(value: unknown): value is OpeningKind {
  return (OPENING_KINDS as readonly unknown[]).includes(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase() : '';
}

/**
 * A placed opening knows its kind (a door, a window, a plain opening), read from its catalogue id,
 * name and file when it was placed before openings carried one: the placement rules and the plan's
 * symbols depend on it, and the spec's save files do not have it. Nothing recognisable is 'Other'.
 */
export const openingKindDefault: MigrationStep = {
  name: 'opening-kind-default',
  kind: 'opening',
  migrate(fields) {
    if (isOpeningKind(fields.kind)) return fields;
    const described = [fields.opening_id, fields.name, fields.file].map(text).join(' ');
    const clue = KIND_CLUES.find(([pattern]) => pattern.test(described));
    return { ...fields, kind: clue?.[1] ?? 'Other' };
  },
};
