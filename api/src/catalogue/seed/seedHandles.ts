import type { CatalogHandleInput } from '@kitchensync/schemas';

/** [id, name, code, price per handle, locked]; each is drawn procedurally from its id. */
type HandleRow = readonly [string, string, string, number, boolean];

const ROWS: readonly HandleRow[] = [
  ['bar-128-ss', 'Bar Pull 128 mm, Stainless', 'BP128SS', 6, false],
  ['bar-160-bk', 'Bar Pull 160 mm, Matte Black', 'BP160BK', 7, false],
  ['cup-76-br', 'Cup Pull 76 mm, Brushed Brass', 'CP76BR', 9, true],
  ['knob-32-bn', 'Round Knob 32 mm, Brushed Nickel', 'KN32BN', 4, false],
  ['knob-32-bk', 'Round Knob 32 mm, Matte Black', 'KN32BK', 4, false],
  ['edge-pull-al', 'Edge Pull 200 mm, Aluminium', 'EP200AL', 11, true],
  ['appliance-pull-305', 'Appliance Pull 305 mm, Stainless', 'AP305SS', 24, true],
];

export const SEED_HANDLES: readonly CatalogHandleInput[] = ROWS.map(([id, name, code, price, locked]) => ({
  id,
  name,
  code,
  model: `procedural:handle/${id}`,
  price,
  locked,
}));
