import { inches, type CatalogCountertopInput } from '@kitchensync/schemas';

/** [id, name, picker categories, colour, roughness, slab repeat in inches, locked] */
type CountertopRow = readonly [string, string, readonly string[], string, number, number, boolean];

const ROWS: readonly CountertopRow[] = [
  ['ct-quartz-white', 'Pure White Quartz', ['quartz', 'light'], '#f2f1ed', 0.25, 120, false],
  ['ct-quartz-calacatta', 'Calacatta Quartz', ['quartz', 'light'], '#ece8e1', 0.2, 120, false],
  ['ct-granite-black', 'Absolute Black Granite', ['granite', 'dark'], '#1d1e20', 0.15, 96, false],
  ['ct-granite-sand', 'Santa Cecilia Granite', ['granite', 'light'], '#b89c70', 0.2, 96, false],
  ['ct-marble-carrara', 'Carrara Marble', ['marble', 'light'], '#e4e3df', 0.2, 110, true],
  ['ct-marble-nero', 'Nero Marquina Marble', ['marble', 'dark'], '#26262a', 0.2, 110, true],
  ['ct-butcher-maple', 'Maple Butcher Block', ['wood'], '#d2b384', 0.5, 48, false],
  ['ct-laminate-gray', 'Gray Laminate', ['laminate', 'dark'], '#8e9093', 0.45, 48, false],
  ['ct-concrete', 'Honed Concrete', ['concrete', 'dark'], '#9a9893', 0.6, 96, true],
  ['ct-soapstone', 'Soapstone', ['soapstone', 'dark'], '#3e4543', 0.35, 84, true],
];

export const SEED_COUNTERTOPS: readonly CatalogCountertopInput[] = ROWS.map(
  ([id, name, subcategory, color, roughness, slab, locked]) => {
    const repeat = 1 / inches(slab);
    return {
      id,
      name,
      subcategory: [...subcategory],
      locked,
      countertopRepeat: { x: repeat, z: repeat, mirrored: false },
      app: { color, roughness },
      render: { color, roughness, map: `/catalogue/countertops/${id}.jpg` },
    };
  },
);
