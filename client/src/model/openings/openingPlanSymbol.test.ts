import { describe, expect, it } from 'vitest';
import { openingPlanSymbol, swingSide } from './openingPlanSymbol';

const box = { left: 1, width: 0.8 };
const thickness = 0.12;

describe('openingPlanSymbol', () => {
  it('draws a door leaf open square to the wall from its hinge and its swing arc on the +z side', () => {
    const { lines } = openingPlanSymbol('Interior Door', box, 0, thickness);
    const [leaf, arc] = lines;
    expect(leaf).toEqual([
      { along: 1, across: 0.06 },
      { along: 1, across: 0.06 + 0.8 },
    ]);
    expect(arc![0]).toEqual({ along: 1.8, across: 0.06 });
    expect(arc!.every((point) => point.across >= 0.06 - 1e-12)).toBe(true);
  });

  it('swings to the other side after Rotate Inverse', () => {
    expect(swingSide(0)).toBe(1);
    expect(swingSide(Math.PI)).toBe(-1);
    const [, arc] = openingPlanSymbol('Exterior Door', box, Math.PI, thickness).lines;
    expect(arc!.every((point) => point.across <= -0.06 + 1e-12)).toBe(true);
  });

  it('draws a window as two jambs and two glazing lines inside the wall', () => {
    const { lines } = openingPlanSymbol('Double Window', box, 0, thickness);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      for (const point of line) expect(Math.abs(point.across)).toBeLessThanOrEqual(0.06);
    }
  });

  it('draws nothing for a plain opening: the cut wall shows the gap', () => {
    expect(openingPlanSymbol('Door Opening', box, 0, thickness).lines).toEqual([]);
    expect(openingPlanSymbol('Window Opening', box, 0, thickness).lines).toEqual([]);
  });
});
