import type {
  Backsplash,
  HandleChoice,
  LengthUnit,
  PlacedModel,
  PlacedOpening,
  Wall,
} from '@kitchensync/schemas';
import type { PartRole } from '../modelParts';
import type { ElevationDimensionString, ElevationSpanKind } from './ElevationDimensionString';
import { elevationOfSide, elevationSides, type ElevationSubject } from './elevationOfSide';

/** A rectangle on the elevation, meters: x from the wall's left end as the viewer sees it, y up from the floor. */
export interface ElevationRect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** One box of a model seen from the front; `front` orders them, nearer ones drawn last. */
export interface ElevationPart extends ElevationRect {
  role: PartRole;
  front: number;
}

export interface ElevationModel extends ElevationRect {
  id: string;
  code: string;
  name: string;
  kind: ElevationSpanKind;
  overhead: boolean;
  /** An island's model on its other side, seen from behind: its back, end panels and countertop. */
  fromBehind: boolean;
  parts: ElevationPart[];
}

export interface ElevationOpening extends ElevationRect {
  id: string;
  kind: PlacedOpening['kind'];
  name: string;
}

/** A level line across part of the wall: a countertop's top or a backsplash's top. */
export interface ElevationLine {
  role: 'countertop' | 'backsplash';
  x0: number;
  x1: number;
  y: number;
}

/** One wall (or one side of an island) seen square on, with every measurement an installer needs. */
export interface WallElevation {
  /** Unique among the design's elevations: a wall's id, an island's id and side. */
  key: string;
  /** A wall, drawn as its face; or an island, an invisible line drawn only through its models. */
  subject: 'wall' | 'island';
  /** The wall's or the island wall's id. */
  wallId: string;
  title: string;
  length: number;
  height: number;
  models: ElevationModel[];
  openings: ElevationOpening[];
  lines: ElevationLine[];
  /** Seen from the wall's back (the side away from the room): x then runs from the wall's end. */
  reversed: boolean;
  dimensions: ElevationDimensionString[];
  /** Everything drawn, dimension strings and their text included. */
  extent: ElevationRect;
}

export interface WallElevationInput {
  wall: Wall;
  /** Its place among the design's walls, for a title when it has no name. */
  index: number;
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  backsplash: Backsplash | null;
  unit: LengthUnit;
  designHandle?: HandleChoice;
}

/**
 * One wall's elevation (spec 001 §4 "Wall elevations"), computed from the wall, the models placed
 * against it and its openings (`elevationOfSide`), seen from the side its models face: the room's
 * side, drawn on a wall's right, when neither or both have as many.
 */
export function wallElevation({
  wall,
  index,
  models,
  openings,
  backsplash,
  unit,
  designHandle = null,
}: WallElevationInput): WallElevation {
  const subject: ElevationSubject = {
    kind: 'wall',
    id: wall.id,
    start: wall.position,
    angle: wall.angle,
    length: wall.dimensions.x,
    height: wall.dimensions.y,
    thickness: wall.dimensions.z,
  };
  const input = {
    title: wall.name.trim() || `Wall ${index + 1}`,
    key: wall.id,
    models,
    openings,
    backsplash,
    unit,
    designHandle,
  };
  const [inside, outside] = elevationSides(subject).map((side) => elevationOfSide(subject, side, input));
  return outside!.models.length > inside!.models.length ? outside! : inside!;
}
