import { z } from 'zod';

/**
 * A handle of the catalogue, offered in the Handles panel after None and Default. Its price is per
 * handle; `model` is the handle's model file, null while the catalogue has none for it.
 */
export const CatalogHandleSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().default(''),
  code: z.string().default(''),
  model: z.string().min(1).nullable().default(null),
  image: z.string().default(''),
  locked: z.boolean().default(false),
  price: z.number().finite().nonnegative().default(0),
});

export type CatalogHandle = z.infer<typeof CatalogHandleSchema>;
export type CatalogHandleInput = z.input<typeof CatalogHandleSchema>;

/** A handle can be put on cabinets only when there is a model to draw (spec 002 section 4). */
export function isChoosableHandle(handle: Pick<CatalogHandle, 'model'>): boolean {
  return handle.model !== null;
}
