import { PlacedModelSchema, type CatalogModel, type PlacedModel } from '@kitchensync/schemas';
import { carriesCountertop } from '../placement/carriesCountertop';
import { catalogPlacementBody } from '../placement/catalogPlacementBody';
import { catalogueModelFields } from './catalogueModelFields';

/** The id the picture's model goes by: it never enters a design. */
const PREVIEW_ID = 'model_cataloguePicture';

/**
 * A catalogue model in a style as it would stand once placed, at the floor's middle and its default
 * height, unturned: what its catalogue picture draws, from the same fields placing it keeps, so the
 * picture shows the parts the design will. Null when the catalogue gives it no dimensions, or the
 * model does not come in that style.
 */
export function cataloguePreviewModel(
  catalogModel: CatalogModel,
  catalogStyleId: string | null,
): PlacedModel | null {
  const start = catalogPlacementBody(catalogModel, PREVIEW_ID, { x: 0, z: 0 });
  if (start === null) return null;
  const style =
    catalogModel.styles.length === 0
      ? null
      : catalogModel.styles.find((candidate) => candidate.catalogStyleId === catalogStyleId);
  if (style === undefined) return null;
  const { dimensions, restHeight, position } = start.body;
  const fields = catalogueModelFields(catalogModel, style, dimensions, restHeight, start.keepRotation);
  return PlacedModelSchema.parse({
    id: PREVIEW_ID,
    ...fields,
    position,
    countertop: carriesCountertop({
      type: fields.modelType,
      programKeys: fields.programKeys,
      elevation: position.y,
    }),
  });
}
