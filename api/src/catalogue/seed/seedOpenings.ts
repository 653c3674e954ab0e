import {
  inches,
  type CatalogOpeningInput,
  type OpeningKind,
  type OpeningScenery,
} from '@kitchensync/schemas';

/** Views a window or glass door can show behind it. */
const SCENERIES: readonly OpeningScenery[] = [
  { name: 'Garden', url: '/catalogue/sceneries/garden.jpg' },
  { name: 'City', url: '/catalogue/sceneries/city.jpg' },
  { name: 'Lake', url: '/catalogue/sceneries/lake.jpg' },
];

/**
 * [id, kind, name, width, height, depth in inches, has glass, locked]. Sizes are the standard ones
 * builders stock: doors 80" high, interior and exterior 30, 32 and 36" wide, sliding patio doors 6
 * and 8 feet, garage doors 8 and 16 feet wide and 7 feet high.
 */
type OpeningRow = readonly [string, OpeningKind, string, number, number, number, boolean, boolean];

const ROWS: readonly OpeningRow[] = [
  ['door-exterior-30', 'Exterior Door', 'Exterior Door 30"', 30, 80, 6, false, false],
  ['door-exterior-32', 'Exterior Door', 'Exterior Door 32"', 32, 80, 6, false, false],
  ['door-exterior-36', 'Exterior Door', 'Exterior Door 36"', 36, 80, 6, false, false],
  ['door-exterior-glass-36', 'Exterior Door', 'Half-glass Exterior Door 36"', 36, 80, 6, true, false],
  ['door-interior-30', 'Interior Door', 'Interior Door 30"', 30, 80, 4.5, false, false],
  ['door-interior-32', 'Interior Door', 'Interior Door 32"', 32, 80, 4.5, false, false],
  ['door-interior-36', 'Interior Door', 'Interior Door 36"', 36, 80, 4.5, false, false],
  ['door-pocket-30', 'Interior Door', 'Pocket Door 30"', 30, 80, 4.5, false, true],
  ['door-patio-72', 'Patio Door', 'Sliding Patio Door 72"', 72, 80, 6, true, false],
  ['door-patio-96', 'Patio Door', 'Sliding Patio Door 96"', 96, 80, 6, true, false],
  ['door-french-60', 'Patio Door', 'French Patio Door 60"', 60, 80, 6, true, true],
  ['door-garage-96', 'Garage Door', "Single Garage Door 8'", 96, 84, 6, false, false],
  ['door-garage-192', 'Garage Door', "Double Garage Door 16'", 192, 84, 6, false, true],
  ['window-single-36', 'Single Window', 'Single-hung Window 36" x 48"', 36, 48, 6, true, false],
  ['window-single-24', 'Single Window', 'Casement Window 24" x 36"', 24, 36, 6, true, false],
  ['window-single-30', 'Single Window', 'Single-hung Window 30" x 36"', 30, 36, 6, true, false],
  ['window-double-60', 'Double Window', 'Double Window 60" x 36"', 60, 36, 6, true, false],
  ['window-double-72', 'Double Window', 'Double Window 72" x 48"', 72, 48, 6, true, false],
  ['window-bay-96', 'Unique Windows', 'Bay Window 96" x 60"', 96, 60, 24, true, true],
  ['window-picture-60', 'Unique Windows', 'Picture Window 60" x 60"', 60, 60, 6, true, true],
  ['window-arched-36', 'Unique Windows', 'Arched Window 36" x 60"', 36, 60, 6, true, true],
  ['opening-door-36', 'Door Opening', 'Door Opening 36"', 36, 80, 6, false, false],
  ['opening-archway-48', 'Door Opening', 'Archway 48"', 48, 84, 6, false, false],
  ['opening-window-36', 'Window Opening', 'Pass-through Opening 36" x 24"', 36, 24, 6, false, false],
  ['opening-niche-24', 'Other', 'Wall Niche 24" x 36"', 24, 36, 4, false, false],
];

export const SEED_OPENINGS: readonly CatalogOpeningInput[] = ROWS.map(
  ([id, kind, name, width, height, depth, glass, locked]) => ({
    id,
    kind,
    name,
    file: `procedural:opening/${id}`,
    dimensions: { x: inches(width), y: inches(height), z: inches(depth) },
    sceneries: glass ? [...SCENERIES] : [],
    locked,
  }),
);
