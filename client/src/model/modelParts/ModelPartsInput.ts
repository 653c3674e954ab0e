import type { PlacedModel } from '@kitchensync/schemas';

/** The fields of a placed model that decide how it is drawn; anything else cannot change its parts. */
export type ModelPartsInput = Pick<
  PlacedModel,
  | 'modelType'
  | 'modelSubcategory'
  | 'modelName'
  | 'modelCode'
  | 'applianceType'
  | 'dimensions'
  | 'inverted'
  | 'handlesDefaultSide'
  | 'handles'
  | 'toeKick'
  | 'countertop'
  | 'overhang'
  | 'programKeys'
  | 'backHidden'
  | 'crownMolding'
  | 'crownLeftMolding'
  | 'crownRightMolding'
> &
  Partial<Pick<PlacedModel, 'catalogStyleId'>>;
