import type { HandleChoice, IslandWall, LengthUnit, PlacedModel } from '@kitchensync/schemas';
import { elevationOfSide, elevationSides, type ElevationSubject } from './elevationOfSide';
import type { WallElevation } from './wallElevation';

export interface IslandElevationsInput {
  island: IslandWall;
  /** Its place among the design's island walls, for the titles. */
  index: number;
  models: readonly PlacedModel[];
  unit: LengthUnit;
  designHandle?: HandleChoice;
}

/**
 * An island's two elevations, one from each side of its island wall: the front (the side more of
 * its models face; its right, as drawn, when both have as many), then the back. Each shows the
 * models facing that side with their codes and every measurement, and the other side's models seen
 * from behind where nothing stands before them, so a one-sided island's back shows its cabinets'
 * backs and how wide each is. An island has no openings and no backsplash.
 */
export function islandElevations({
  island,
  index,
  models,
  unit,
  designHandle = null,
}: IslandElevationsInput): [WallElevation, WallElevation] {
  const { firstPoint, lastPoint } = island;
  const subject: ElevationSubject = {
    kind: 'island',
    id: island.id,
    start: firstPoint,
    // From the ends, as placement reads the island wall, so a stale stored angle cannot turn it.
    angle: Math.atan2(-(lastPoint.z - firstPoint.z), lastPoint.x - firstPoint.x),
    length: Math.hypot(lastPoint.x - firstPoint.x, lastPoint.z - firstPoint.z),
    height: island.height,
    thickness: 0,
  };
  const name = `Island ${index + 1}`;
  const [right, left] = elevationSides(subject).map((side) =>
    elevationOfSide(subject, side, {
      title: name,
      key: island.id,
      models,
      openings: [],
      backsplash: null,
      unit,
      designHandle,
    }),
  );
  const facing = (elevation: WallElevation) => elevation.models.filter((model) => !model.fromBehind).length;
  const [front, back] = facing(left!) > facing(right!) ? [left!, right!] : [right!, left!];
  return [
    { ...front, title: `${name} front`, key: `${island.id}:front` },
    { ...back, title: `${name} back`, key: `${island.id}:back` },
  ];
}
