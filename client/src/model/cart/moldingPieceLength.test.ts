import { describe, expect, it } from 'vitest';
import { moldingPieceLength } from './moldingPieceLength';

const INCH = 0.0254;

describe('moldingPieceLength', () => {
  it('reads the first length written in the description, in feet, feet and inches, inches or metric', () => {
    expect(moldingPieceLength({ description: "Crown Molding 8'", name: '', width: 0 })).toBeCloseTo(
      96 * INCH,
      9,
    );
    expect(moldingPieceLength({ description: 'Light rail, 8\' 6" long', name: '', width: 0 })).toBeCloseTo(
      102 * INCH,
      9,
    );
    expect(moldingPieceLength({ description: 'Toe kick 96" stick', name: '', width: 0 })).toBeCloseTo(
      96 * INCH,
      9,
    );
    expect(moldingPieceLength({ description: 'Sockel 2.4 m', name: '', width: 0 })).toBeCloseTo(2.4, 9);
  });

  it('falls back to the name, then to the width, and gives null when nothing is a positive length', () => {
    expect(moldingPieceLength({ description: 'Crown', name: "Crown 10'", width: 0 })).toBeCloseTo(
      120 * INCH,
      9,
    );
    expect(moldingPieceLength({ description: 'Crown', name: 'Crown', width: 2 })).toBe(2);
    expect(moldingPieceLength({ description: 'Crown', name: 'Crown', width: 0 })).toBeNull();
  });
});
