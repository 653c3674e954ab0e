import type { FloorRect } from './FloorRect';

/** Pieces narrower than this are not kept: a sliver of stone no fabricator would leave. */
const MIN_PIECE = 0.001;

function subtractOne(piece: FloorRect, hole: FloorRect): FloorRect[] {
  const x0 = Math.max(piece.x0, hole.x0);
  const x1 = Math.min(piece.x1, hole.x1);
  const z0 = Math.max(piece.z0, hole.z0);
  const z1 = Math.min(piece.z1, hole.z1);
  if (x1 - x0 <= 0 || z1 - z0 <= 0) return [piece];
  // The strips behind and in front of the hole run the full width; the two beside it fill between.
  const pieces: FloorRect[] = [
    { ...piece, z1: z0 },
    { ...piece, z0: z1 },
    { x0: piece.x0, x1: x0, z0, z1 },
    { x0: x1, x1: piece.x1, z0, z1 },
  ];
  return pieces.filter((p) => p.x1 - p.x0 >= MIN_PIECE && p.z1 - p.z0 >= MIN_PIECE);
}

/**
 * A countertop slab's outline less the holes cut into it (a sink's opening), as the rectangles that
 * remain: boxes are all the renderer draws, and a slab with rectangular holes splits into a few.
 */
export function countertopPieces(slab: FloorRect, holes: readonly FloorRect[]): FloorRect[] {
  return holes.reduce<FloorRect[]>(
    (pieces, hole) => pieces.flatMap((piece) => subtractOne(piece, hole)),
    [slab],
  );
}
