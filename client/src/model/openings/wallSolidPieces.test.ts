import { describe, expect, it } from 'vitest';
import type { WallPiece } from './wallSolidPieces';
import { wallSolidPieces } from './wallSolidPieces';

const face = { length: 10, height: 3 };
const area = (pieces: WallPiece[]) =>
  pieces.reduce((sum, piece) => sum + (piece.right - piece.left) * (piece.top - piece.bottom), 0);

describe('wallSolidPieces', () => {
  it('is the whole wall when it has no openings', () => {
    expect(wallSolidPieces(face, [])).toEqual([{ left: 0, right: 10, bottom: 0, top: 3 }]);
  });

  it('keeps the wall below a window sill and above its head, and full height beside it', () => {
    expect(wallSolidPieces(face, [{ left: 4, bottom: 1, width: 2, height: 1.5 }])).toEqual([
      { left: 0, right: 4, bottom: 0, top: 3 },
      { left: 4, right: 6, bottom: 0, top: 1 },
      { left: 4, right: 6, bottom: 2.5, top: 3 },
      { left: 6, right: 10, bottom: 0, top: 3 },
    ]);
  });

  it('leaves only the head above a door', () => {
    const pieces = wallSolidPieces(face, [{ left: 0, bottom: 0, width: 1, height: 2 }]);
    expect(pieces).toContainEqual({ left: 0, right: 1, bottom: 2, top: 3 });
    expect(area(pieces)).toBeCloseTo(30 - 2, 12);
  });

  it('cuts overlapping openings as one hole', () => {
    const pieces = wallSolidPieces(face, [
      { left: 2, bottom: 0, width: 2, height: 2 },
      { left: 3, bottom: 1, width: 2, height: 1 },
    ]);
    // Holes: 2x2 plus the part of the second outside the first (1x1).
    expect(area(pieces)).toBeCloseTo(30 - 4 - 1, 12);
  });
});
