import { describe, expect, it } from 'vitest';
import { INCH } from '../modelParts/cabinetMeasures';
import { modelBox } from '../modelParts/ModelBox';
import { labelNeedsTurn, planLabel, PLAN_LABEL_HEIGHT } from './planLabel';

function extent(code: string, width: number, depth: number) {
  const points = planLabel(code, modelBox({ width, height: 1, depth }), 0).flatMap(({ a, b }) => [a, b]);
  return {
    width: Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x)),
    height: Math.max(...points.map((p) => p.z)) - Math.min(...points.map((p) => p.z)),
  };
}

describe('planLabel', () => {
  it('writes a code at the plan height where the footprint has room', () => {
    expect(extent('B36', 36 * INCH, 24 * INCH).height).toBeCloseTo(PLAN_LABEL_HEIGHT, 9);
  });

  it('writes it smaller in a narrow footprint, so it stays inside', () => {
    const narrow = extent('BF03-36', 3 * INCH, 24 * INCH);
    expect(narrow.width).toBeLessThanOrEqual(3 * INCH);
    expect(narrow.height).toBeLessThan(PLAN_LABEL_HEIGHT);
  });

  it('turns text that would read leftwards or downwards half round', () => {
    expect(labelNeedsTurn(0)).toBe(false);
    expect(labelNeedsTurn(Math.PI / 2)).toBe(false); // reads bottom to top
    expect(labelNeedsTurn(-Math.PI / 2)).toBe(true); // would read top to bottom
    expect(labelNeedsTurn(Math.PI)).toBe(true); // would read right to left
    expect(labelNeedsTurn((3 * Math.PI) / 4)).toBe(true);
    expect(labelNeedsTurn(Math.PI / 4)).toBe(false);
  });
});
