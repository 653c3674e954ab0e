import { inches, type CatalogCollectionInput } from '@kitchensync/schemas';

/**
 * The collections (styles) of the default catalogue. `priceFactor` scales every cabinet's base price
 * into this collection's price: painted and thermofoil doors cost least, veneers and inset doors
 * most, as in dealers' price books. The inset collection is the premium one, locked on the free plan.
 */
export interface SeedCollection extends CatalogCollectionInput {
  readonly priceFactor: number;
}

const UNDER_CABINET = { lightLowIntensity: 0.8, lightLowHeight: inches(54) };

export const SEED_COLLECTIONS: readonly SeedCollection[] = [
  {
    catalogStyleId: 'shaker-white',
    name: 'White Shaker',
    description: 'Five-piece recessed-panel doors in painted white.',
    finish: 'Painted white maple',
    edges: 'edge-white',
    back: 'back-white-melamine',
    ...UNDER_CABINET,
    lightHighIntensity: 1,
    lightHighHeight: inches(90),
    priceFactor: 1,
  },
  {
    catalogStyleId: 'gray-flat',
    name: 'Dove Gray Flat Panel',
    description: 'Slab doors in matte gray thermofoil.',
    finish: 'Matte gray thermofoil',
    edges: 'edge-gray',
    back: 'back-gray-melamine',
    ...UNDER_CABINET,
    lightHighIntensity: 1,
    lightHighHeight: inches(90),
    priceFactor: 0.92,
  },
  {
    catalogStyleId: 'espresso-slab',
    name: 'Espresso Slab',
    description: 'Full-overlay slab doors in dark espresso woodgrain.',
    finish: 'Espresso woodgrain laminate',
    edges: 'edge-espresso',
    back: 'back-espresso-melamine',
    lightLowIntensity: 1.1,
    lightLowHeight: inches(54),
    lightHighIntensity: 1.3,
    lightHighHeight: inches(90),
    priceFactor: 1.08,
  },
  {
    catalogStyleId: 'natural-oak',
    name: 'Natural Oak Shaker',
    description: 'Shaker doors in clear-coated white oak veneer.',
    finish: 'Natural white oak veneer',
    edges: 'edge-oak',
    back: 'back-maple-plywood',
    ...UNDER_CABINET,
    lightHighIntensity: 1.1,
    lightHighHeight: inches(90),
    priceFactor: 1.25,
  },
  {
    catalogStyleId: 'navy-inset',
    name: 'Navy Beaded Inset',
    description: 'Beaded inset doors in painted navy with a face frame.',
    finish: 'Painted navy maple',
    edges: 'edge-navy',
    back: 'back-maple-plywood',
    lightLowIntensity: 1.2,
    lightLowHeight: inches(54),
    lightHighIntensity: 1.4,
    lightHighHeight: inches(90),
    priceFactor: 1.6,
    locked: true,
  },
];
