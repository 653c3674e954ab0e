import type { PlacedModel } from '@kitchensync/schemas';
import { CABINET_MEASURES } from '../modelParts/cabinetMeasures';
import { dotFloor, subtractFloor } from './floorVector';
import { rectAxes } from './orientedRect';
import { sinkFit } from './sinkFit';

/** How far (m) a sink's height may stray from the seat its base gives it and still count as seated. */
const SEAT_TOLERANCE = 0.02;

/**
 * The decoration sinks seated in the tops of `bases` (centred over a sink base's footprint, the rim
 * at its countertop, as a drop puts them), by base id: they go where their base goes. A locked sink
 * stays put, as locked models do.
 */
export function seatedSinks(
  bases: readonly PlacedModel[],
  others: readonly PlacedModel[],
): ReadonlyMap<string, readonly PlacedModel[]> {
  const seated = new Map<string, PlacedModel[]>();
  const sinks = others.filter(
    (model) =>
      !model.locked && sinkFit({ type: model.modelType, subcategory: model.modelSubcategory }) === 'sink',
  );
  for (const base of bases) {
    if (sinkFit({ type: base.modelType, subcategory: base.modelSubcategory }) !== 'sinkBase') continue;
    const { u, v } = rectAxes(base.rotation.y);
    const { width, depth, height } = base.dimensions;
    const counterTop = base.position.y + height + CABINET_MEASURES.countertopThickness;
    const inIt = sinks.filter((sink) => {
      const offset = subtractFloor(sink.position, base.position);
      if (Math.abs(dotFloor(offset, u)) > width / 2 || Math.abs(dotFloor(offset, v)) > depth / 2)
        return false;
      const seat = Math.max(base.position.y, counterTop - sink.dimensions.height);
      return Math.abs(sink.position.y - seat) <= SEAT_TOLERANCE;
    });
    if (inIt.length > 0) seated.set(base.id, inIt);
  }
  return seated;
}
