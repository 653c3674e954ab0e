import { isCabinetType } from '@kitchensync/schemas';
import { CABINET_MEASURES } from './cabinetMeasures';
import { modelBox } from './ModelBox';
import type { ModelPartsInput } from './ModelPartsInput';
import { drawsCountertop, drawsCrown, frontAllowance } from './modelTrim';
import type { PartExtent } from './PartList';
import { FAUCET_RISE } from './sinkBasin';

/**
 * The space a model's drawn parts may take, in its own frame: its box, plus what is fixed to it
 * and reaches past it: handles in front, the countertop on top (with its nosing and the model's
 * overhangs), a sink base's faucet, and the crown molding on top of the front and the chosen sides.
 */
export function modelEnvelope(model: ModelPartsInput): PartExtent {
  const box = modelBox(model.dimensions);
  const countertop = drawsCountertop(model);
  const crown = drawsCrown(model);
  const faucet = isCabinetType(model.modelType) && model.modelSubcategory === 'sink';
  const { overhang } = model;
  const crownProjection = CABINET_MEASURES.crownProjection;
  return {
    x0:
      box.x0 -
      Math.max(countertop ? overhang.left : 0, crown && model.crownLeftMolding ? crownProjection : 0),
    x1:
      box.x1 +
      Math.max(countertop ? overhang.right : 0, crown && model.crownRightMolding ? crownProjection : 0),
    y0: 0,
    y1:
      box.height +
      Math.max(
        countertop ? CABINET_MEASURES.countertopThickness : 0,
        crown ? CABINET_MEASURES.crownHeight : 0,
        faucet ? (countertop ? CABINET_MEASURES.countertopThickness : 0) + FAUCET_RISE : 0,
      ),
    z0: box.z0 - (countertop ? overhang.top : 0),
    z1:
      box.z1 +
      Math.max(
        frontAllowance(model),
        countertop ? CABINET_MEASURES.countertopNosing + overhang.bottom : 0,
        crown ? crownProjection : 0,
      ),
  };
}
