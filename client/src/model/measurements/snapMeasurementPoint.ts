import type { FloorPoint } from '../wallGeometry';
import {
  MEASUREMENT_SNAP_SOURCES,
  type MeasurementSnapKind,
  type MeasurementSnapSource,
  type SnapEdgeCandidate,
} from './measurementSnapSources';
import type { MeasurementSnapScene } from './measurementSnapScene';

export interface MeasurementSnap {
  readonly point: FloorPoint;
  readonly kind: MeasurementSnapKind;
  readonly ownerId: string;
}

/**
 * Where a measurement's end lands near `point`: the nearest snap point (wall end, model corner,
 * opening edge) within `distance`, else the nearest point on an edge (a wall face) within it.
 * Points win over edges, since a corner also lies on the faces that meet there. Null when nothing
 * is near enough: the end stays where the person clicked.
 */
export function snapMeasurementPoint(
  point: FloorPoint,
  scene: MeasurementSnapScene,
  distance: number,
  sources: readonly MeasurementSnapSource[] = MEASUREMENT_SNAP_SOURCES,
): MeasurementSnap | null {
  const candidates = sources.map((source) => source(scene));
  let best: (MeasurementSnap & { gap: number }) | null = null;
  for (const { points } of candidates) {
    for (const candidate of points) {
      const gap = Math.hypot(candidate.point.x - point.x, candidate.point.z - point.z);
      if (gap <= distance && (best === null || gap < best.gap)) best = { ...candidate, gap };
    }
  }
  if (best !== null) return { point: best.point, kind: best.kind, ownerId: best.ownerId };
  for (const { edges } of candidates) {
    for (const edge of edges) {
      const nearest = nearestOnEdge(point, edge);
      const gap = Math.hypot(nearest.x - point.x, nearest.z - point.z);
      if (gap <= distance && (best === null || gap < best.gap)) {
        best = { point: nearest, kind: edge.kind, ownerId: edge.ownerId, gap };
      }
    }
  }
  return best === null ? null : { point: best.point, kind: best.kind, ownerId: best.ownerId };
}

function nearestOnEdge(point: FloorPoint, { from, to }: SnapEdgeCandidate): FloorPoint {
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const lengthSquared = dx * dx + dz * dz;
  if (lengthSquared === 0) return from;
  const t = Math.min(1, Math.max(0, ((point.x - from.x) * dx + (point.z - from.z) * dz) / lengthSquared));
  return { x: from.x + dx * t, z: from.z + dz * t };
}
