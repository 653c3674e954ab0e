import type { PlacedModel } from '@kitchensync/schemas';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { dotFloor, floorLength, subtractFloor } from './floorVector';
import { rectAxes } from './orientedRect';
import { sinkFit } from './sinkFit';

/** Heights this close still count as meeting (what a drop or a rounding leaves between rim and top). */
const HEIGHT_TOLERANCE = 0.01;

function fitOf(model: PlacedModel) {
  return sinkFit({ type: model.modelType, subcategory: model.modelSubcategory });
}

/**
 * The sink base a decoration sink is set into, among `models`: its centre over the base's
 * footprint, and its body reaching from below the countertop's top up past the cabinet's top (so
 * through the countertop, as a drop puts it: rim flush, or a farmhouse front standing on the
 * base). The drawing cuts that base's countertop around the sink and a moved, deleted or
 * duplicated base takes the sink along, so both read this one rule. Of several such bases, the one
 * whose centre is nearest the sink's; null when `sink` is no decoration sink or stands in none.
 */
export function sinkHostOf(sink: PlacedModel, models: readonly PlacedModel[]): PlacedModel | null {
  if (fitOf(sink) !== 'sink') return null;
  const bottom = sink.position.y;
  const top = bottom + sink.dimensions.height;
  let host: PlacedModel | null = null;
  let hostDistance = Infinity;
  for (const base of models) {
    if (fitOf(base) !== 'sinkBase') continue;
    const { u, v } = rectAxes(base.rotation.y);
    const offset = subtractFloor(sink.position, base.position);
    const { width, depth, height } = base.dimensions;
    if (Math.abs(dotFloor(offset, u)) > width / 2 || Math.abs(dotFloor(offset, v)) > depth / 2) continue;
    const cabinetTop = base.position.y + height;
    const counterTop = cabinetTop + CABINET_MEASURES.countertopThickness;
    if (bottom >= counterTop - HEIGHT_TOLERANCE || top <= cabinetTop - HEIGHT_TOLERANCE) continue;
    const distance = floorLength(offset);
    if (distance < hostDistance) {
      host = base;
      hostDistance = distance;
    }
  }
  return host;
}
