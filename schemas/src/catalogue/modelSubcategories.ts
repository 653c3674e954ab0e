import type { ModelType } from './modelType';

/**
 * The subcategories of each model type, exactly as spec 001 section 3 lists them. Wall cabinets are
 * grouped by height in inches; appliances by finish. Types the spec gives no subcategories have none.
 */
export const MODEL_SUBCATEGORIES = {
  base: ['regular', 'sink', 'drawer', 'corner', 'specialty', 'filler'],
  wall: ['30', '36', '40', '42', 'fridge', 'bridge', 'specialty', 'filler'],
  tall: ['pantry', 'oven', 'filler'],
  vanity: ['sink', 'drawer', 'combo', 'filler'],
  accessory: [],
  closets: [
    'shelves',
    'hanging',
    'pull out rack',
    'drawer bases',
    'closet doors',
    'glass doors',
    'knee space',
    'garage drawers',
    'garage doors',
    'wall pantries',
    'desk bases',
    'accessories',
  ],
  appliance: ['white', 'stainless steel', 'black', 'appliances'],
  furniture: ['sofa', 'bed', 'chair', 'extended sofa', 'comfort bed', 'cushion bed', 'table'],
  decoration: [
    'rug',
    'cat',
    'sink',
    'pot',
    'pitcher',
    'light',
    'glass',
    'window',
    'jar',
    'frame',
    'plant',
    'vase',
    'ceiling',
    'wood panels',
    'other',
  ],
  uncategorized: [],
} as const satisfies Record<ModelType, readonly string[]>;

export type ModelSubcategory<T extends ModelType = ModelType> = (typeof MODEL_SUBCATEGORIES)[T][number];

export function isSubcategoryOf(type: ModelType, subcategory: string): boolean {
  return (MODEL_SUBCATEGORIES[type] as readonly string[]).includes(subcategory);
}
