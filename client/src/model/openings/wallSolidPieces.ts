import type { OpeningBox, WallFace } from './openingBox';

/** A solid rectangle of a wall's face, meters: from `left` to `right` along it, `bottom` to `top`. */
export interface WallPiece {
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}

const SLIVER = 1e-6;

/**
 * The solid parts of a wall with holes cut for its openings, so the 3D view shows a real hole
 * through its thickness: the face is split into columns at every opening's sides, and each column
 * keeps what no opening covers (below a window's sill, above its head, the whole height between
 * openings). Openings are clamped to the face; overlapping ones make one hole.
 */
export function wallSolidPieces(face: WallFace, openings: readonly OpeningBox[]): WallPiece[] {
  const holes = openings
    .map((box) => ({
      left: Math.max(box.left, 0),
      right: Math.min(box.left + box.width, face.length),
      bottom: Math.max(box.bottom, 0),
      top: Math.min(box.bottom + box.height, face.height),
    }))
    .filter((hole) => hole.right - hole.left > SLIVER && hole.top - hole.bottom > SLIVER);
  const cuts = [...new Set([0, face.length, ...holes.flatMap((hole) => [hole.left, hole.right])])].sort(
    (a, b) => a - b,
  );
  const pieces: WallPiece[] = [];
  for (let index = 0; index + 1 < cuts.length; index += 1) {
    const left = cuts[index]!;
    const right = cuts[index + 1]!;
    if (right - left <= SLIVER) continue;
    const middle = (left + right) / 2;
    const covering = holes
      .filter((hole) => hole.left < middle && hole.right > middle)
      .sort((a, b) => a.bottom - b.bottom);
    let from = 0;
    for (const hole of covering) {
      if (hole.bottom - from > SLIVER) pieces.push({ left, right, bottom: from, top: hole.bottom });
      from = Math.max(from, hole.top);
    }
    if (face.height - from > SLIVER) pieces.push({ left, right, bottom: from, top: face.height });
  }
  return pieces;
}
