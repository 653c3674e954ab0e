import { describe, expect, it } from 'vitest';
import { fitImage } from './fitImage';

describe('fitImage', () => {
  const box = { x: 10, y: 20, width: 200, height: 100 };

  it('fills the box with a picture of its own shape', () => {
    expect(fitImage(1320, 660, box)).toEqual(box);
  });

  it('fits a tall picture to the height and centres it across', () => {
    expect(fitImage(500, 1000, box)).toEqual({ x: 85, y: 20, width: 50, height: 100 });
  });

  it('fits a wide picture to the width and centres it down, enlarging a small one', () => {
    expect(fitImage(40, 10, box)).toEqual({ x: 10, y: 45, width: 200, height: 50 });
  });

  it('refuses a picture without pixels', () => {
    expect(() => fitImage(0, 10, box)).toThrow('0 × 10');
  });
});
