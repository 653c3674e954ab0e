import {
  DEFAULT_CATALOG_STYLE_ID,
  catalogModelPrice,
  isCabinetType,
  type BoxDimensions,
  type CatalogModel,
  type CatalogStyle,
  type PlacedModelInput,
} from '@kitchensync/schemas';

function looseBoolean(model: CatalogModel, field: string, fallback: boolean): boolean {
  const value: unknown = (model as Record<string, unknown>)[field];
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * The catalogue's data a placed model keeps, so it still renders and prices if the catalogue
 * changes: placing a model and drawing its catalogue picture read the same fields. Catalogue models
 * may carry `invertable`, `editableDimensions` and `lockRotation`; cabinets invert (their doors hinge
 * either side) unless told otherwise. `style` null: a model without styles, in the default one.
 */
export function catalogueModelFields(
  catalogModel: CatalogModel,
  style: CatalogStyle | null,
  dimensions: BoxDimensions,
  restHeight: number,
  lockRotation: boolean,
) {
  const catalogStyleId = style?.catalogStyleId ?? DEFAULT_CATALOG_STYLE_ID;
  return {
    catalogModelId: catalogModel.catalogModelId,
    catalogId: catalogModel.catalogId,
    superuserModelId: catalogModel.superuserId,
    catalogStyleId,
    modelName: catalogModel.name,
    modelCode: catalogModel.code,
    modelPrice: catalogModelPrice(catalogModel, catalogStyleId) ?? 0,
    modelType: catalogModel.type,
    modelSubcategory: catalogModel.subcategory,
    modelLink: style?.model ?? '',
    modelDescription: catalogModel.description,
    dimensions,
    defaultDimensions: dimensions,
    defaultHeight: restHeight,
    programKeys: [...catalogModel.programKeys],
    applianceType: catalogModel.applianceType,
    edges: style?.edges ?? null,
    back: style?.back ?? null,
    lockRotation,
    invertable: looseBoolean(catalogModel, 'invertable', isCabinetType(catalogModel.type)),
    editableDimensions: looseBoolean(catalogModel, 'editableDimensions', true),
    rotation: { x: 0, y: 0, z: 0 },
  } satisfies Partial<PlacedModelInput>;
}

/** What a placed model copies from the catalogue, apart from its id and pose. */
export type CatalogueModelFields = ReturnType<typeof catalogueModelFields>;
