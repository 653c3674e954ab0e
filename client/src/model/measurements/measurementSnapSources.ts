import { footprintCorners } from '../placement/modelFootprint';
import type { FloorPoint } from '../wallGeometry';
import { wallFootprint } from '../walls/wallFootprint';
import type { MeasurementSnapScene } from './measurementSnapScene';

export type MeasurementSnapKind = 'wallEnd' | 'wallFace' | 'modelCorner' | 'openingEdge';

/** A point a measurement's end snaps exactly onto. */
export interface SnapPointCandidate {
  readonly kind: MeasurementSnapKind;
  readonly ownerId: string;
  readonly point: FloorPoint;
}

/** A straight edge a measurement's end snaps onto at the nearest point along it. */
export interface SnapEdgeCandidate {
  readonly kind: MeasurementSnapKind;
  readonly ownerId: string;
  readonly from: FloorPoint;
  readonly to: FloorPoint;
}

export interface SnapCandidates {
  readonly points: readonly SnapPointCandidate[];
  readonly edges: readonly SnapEdgeCandidate[];
}

/** One kind of thing a measurement snaps to, read from the scene. */
export type MeasurementSnapSource = (scene: MeasurementSnapScene) => SnapCandidates;

/**
 * A wall's ends as the plan draws them: the corners of its footprint, where each face starts and
 * stops, so a measurement from end to end along a face reads the wall's length.
 */
export const wallEndPoints: MeasurementSnapSource = ({ walls }) => ({
  points: walls
    .filter((wall) => wall.visible)
    .flatMap((wall) =>
      wallFootprint(wall).map((point) => ({ kind: 'wallEnd' as const, ownerId: wall.id, point })),
    ),
  edges: [],
});

/** Both long faces of each wall. */
export const wallFaceEdges: MeasurementSnapSource = ({ walls }) => ({
  points: [],
  edges: walls
    .filter((wall) => wall.visible)
    .flatMap((wall) => {
      const [startLeft, endLeft, endRight, startRight] = wallFootprint(wall);
      return [
        { kind: 'wallFace' as const, ownerId: wall.id, from: startLeft, to: endLeft },
        { kind: 'wallFace' as const, ownerId: wall.id, from: startRight, to: endRight },
      ];
    }),
});

/** The four corners of each placed model's footprint. */
export const modelCornerPoints: MeasurementSnapSource = ({ models }) => ({
  points: models
    .filter((model) => model.visible)
    .flatMap((model) =>
      footprintCorners(model.position, model.rotation.y, model.dimensions).map((point) => ({
        kind: 'modelCorner' as const,
        ownerId: model.id,
        point: { x: point.x, z: point.z },
      })),
    ),
  edges: [],
});

/**
 * Each opening's two sides where they meet both faces of its wall: `position.x` is the distance of
 * its left side from the wall's start, `dimensions.x` its width.
 */
export const openingEdgePoints: MeasurementSnapSource = ({ walls, openings }) => ({
  points: openings
    .filter((opening) => opening.visible)
    .flatMap((opening) => {
      const wall = walls.find((candidate) => candidate.id === opening.wall_id && candidate.visible);
      if (wall === undefined) return [];
      const [startLeft, , , startRight] = wallFootprint(wall);
      const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
      const sides = [opening.position.x, opening.position.x + opening.dimensions.x];
      return sides.flatMap((distance) =>
        [startLeft, startRight].map((face) => ({
          kind: 'openingEdge' as const,
          ownerId: opening.id,
          point: { x: face.x + along.x * distance, z: face.z + along.z * distance },
        })),
      );
    }),
  edges: [],
});

/** Everything the Measure tool snaps to; another kind of target is one more source here. */
export const MEASUREMENT_SNAP_SOURCES: readonly MeasurementSnapSource[] = [
  wallEndPoints,
  wallFaceEdges,
  modelCornerPoints,
  openingEdgePoints,
];
