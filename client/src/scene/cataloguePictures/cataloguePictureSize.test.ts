import { describe, expect, it } from 'vitest';
import { cataloguePictureSize } from './cataloguePictureSize';

describe('cataloguePictureSize', () => {
  it('draws a little more than the widest tile shows on an ordinary screen', () => {
    expect(cataloguePictureSize(1)).toBe(112);
  });

  it('draws more pixels for sharper screens, up to 160', () => {
    expect(cataloguePictureSize(1.25)).toBe(144);
    expect(cataloguePictureSize(1.5)).toBe(160);
    expect(cataloguePictureSize(3)).toBe(160);
  });

  it('never draws fewer than an ordinary screen needs, even zoomed out', () => {
    expect(cataloguePictureSize(0.5)).toBe(112);
  });

  it('keeps the size a multiple of 16 pixels', () => {
    for (const ratio of [1, 1.1, 1.2, 1.3, 1.4, 2]) expect(cataloguePictureSize(ratio) % 16).toBe(0);
  });
});
