import { describe, expect, it } from 'vitest';
import { GLYPH_HEIGHT, hasGlyph, strokeText, strokeTextWidth } from './strokeFont';

function extent(text: string, height: number) {
  const points = strokeText(text, height).flatMap(({ a, b }) => [a, b]);
  return {
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minZ: Math.min(...points.map((p) => p.z)),
    maxZ: Math.max(...points.map((p) => p.z)),
  };
}

describe('strokeText', () => {
  it('draws every character a cabinet code uses: capitals, digits, dash, slash, inch mark', () => {
    for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/."') {
      expect(hasGlyph(char), char).toBe(true);
      expect(strokeText(char, 1).length, char).toBeGreaterThan(0);
    }
    expect(hasGlyph('b')).toBe(true);
  });

  it('writes the text centred on the origin, its cap height tall and as wide as strokeTextWidth says', () => {
    const box = extent('W3030', 0.06);
    expect(box.maxZ - box.minZ).toBeCloseTo(0.06, 9);
    expect((box.minZ + box.maxZ) / 2).toBeCloseTo(0, 9);
    expect(box.maxX - box.minX).toBeCloseTo(strokeTextWidth('W3030', 0.06), 9);
    expect((box.minX + box.maxX) / 2).toBeCloseTo(0, 9);
  });

  it('puts the tops of letters towards -z, up on the plan', () => {
    // The 7's bar is its top: its horizontal stroke lies at the smallest z.
    const bar = strokeText('7', GLYPH_HEIGHT).find(({ a, b }) => a.z === b.z)!;
    expect(bar.a.z).toBeCloseTo(-GLYPH_HEIGHT / 2, 9);
  });

  it('leaves a space for a character the font lacks, drawing nothing for it', () => {
    expect(strokeText('B~6', 1).length).toBe(strokeText('B6', 1).length);
    expect(strokeTextWidth('B~6', 1)).toBeGreaterThan(strokeTextWidth('B6', 1));
    expect(strokeText('', 1)).toEqual([]);
  });
});
