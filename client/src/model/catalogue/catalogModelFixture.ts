import { CatalogModelSchema, type CatalogModel, type CatalogModelInput } from '@kitchensync/schemas';

/** For tests: a catalogue model as the api would answer it, parsed by its schema so defaults apply. */
export function catalogModelFixture(
  fields: Partial<CatalogModelInput> & { catalogModelId: string },
): CatalogModel {
  return CatalogModelSchema.parse(fields);
}
