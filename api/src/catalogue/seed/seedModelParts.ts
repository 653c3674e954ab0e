import { inches, type BoxDimensions, type CatalogStyleInput } from '@kitchensync/schemas';
import { SEED_COLLECTIONS } from './seedCollections';

/** A box given in inches, as cabinet makers list sizes, stored in meters like the document. */
export function boxInches(width: number, height: number, depth: number): BoxDimensions {
  return { width: inches(width), height: inches(height), depth: inches(depth) };
}

/** Whole dollars: price books list cabinet prices without cents. */
function dollars(value: number): number {
  return Math.round(value);
}

/**
 * One style entry per collection for a cabinet whose White Shaker price is `basePrice`; the model
 * file is drawn procedurally from the model's kind, so each style names the generator and finish.
 */
export function cabinetStyles(kind: string, basePrice: number): CatalogStyleInput[] {
  return SEED_COLLECTIONS.map((collection) => ({
    catalogStyleId: collection.catalogStyleId,
    name: collection.name,
    image: '',
    model: `procedural:${kind}`,
    price: dollars(basePrice * collection.priceFactor),
    edges: collection.edges ?? null,
    back: collection.back ?? null,
    lightLowIntensity: collection.lightLowIntensity,
    lightLowHeight: collection.lightLowHeight,
    lightHighIntensity: collection.lightHighIntensity,
    lightHighHeight: collection.lightHighHeight,
  }));
}

/** `from` to `to` inclusive in steps of `step`. */
export function sizes(from: number, to: number, step: number): number[] {
  const result: number[] = [];
  for (let size = from; size <= to; size += step) result.push(size);
  return result;
}
