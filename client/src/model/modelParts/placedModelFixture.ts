import { PlacedModelSchema, type PlacedModel, type PlacedModelInput } from '@kitchensync/schemas';
import { INCH } from './cabinetMeasures';

/**
 * A placed model as the document would hold it, for tests: sizes in inches like the catalogue,
 * every other field from the schema's defaults unless given.
 */
export function placedModelFixture(
  fields: Partial<PlacedModelInput> & { inches?: readonly [number, number, number] },
): PlacedModel {
  const [width, height, depth] = fields.inches ?? [30, 34.5, 24];
  const { inches: _inches, ...rest } = fields;
  return PlacedModelSchema.parse({
    id: 'model_fixture',
    catalogModelId: 'fixture',
    position: { x: 0, y: 0, z: 0 },
    dimensions: { width: width * INCH, height: height * INCH, depth: depth * INCH },
    ...rest,
  });
}
