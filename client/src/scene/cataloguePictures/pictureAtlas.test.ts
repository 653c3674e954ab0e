import { describe, expect, it } from 'vitest';
import { atlasCell, atlasRowsUsed, cropAtlasCell, type PictureAtlas } from './pictureAtlas';

const ATLAS: PictureAtlas = { columns: 3, rows: 2, cellSize: 2 };

/** Read-back pixels (bottom row first) of the top `rows` cell rows, each pixel from `colour(x, yFromTop)`. */
function readBack(rows: number, colour: (x: number, y: number) => [number, number, number, number]) {
  const width = ATLAS.columns * ATLAS.cellSize;
  const height = rows * ATLAS.cellSize;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      pixels.set(colour(x, y), ((height - 1 - y) * width + x) * 4);
    }
  }
  return pixels;
}

describe('pictureAtlas', () => {
  it('fills cells row by row from the top-left, with WebGL counting rows from the bottom', () => {
    expect(atlasCell(ATLAS, 0)).toEqual({ left: 0, top: 0, bottom: 2 });
    expect(atlasCell(ATLAS, 2)).toEqual({ left: 4, top: 0, bottom: 2 });
    expect(atlasCell(ATLAS, 3)).toEqual({ left: 0, top: 2, bottom: 0 });
    expect(atlasCell(ATLAS, 5)).toEqual({ left: 4, top: 2, bottom: 0 });
  });

  it('refuses a cell the atlas does not have', () => {
    expect(() => atlasCell(ATLAS, 6)).toThrow(RangeError);
    expect(() => atlasCell(ATLAS, -1)).toThrow(RangeError);
    expect(() => atlasCell(ATLAS, 1.5)).toThrow(RangeError);
  });

  it('reads back only the rows that hold the batch', () => {
    expect(atlasRowsUsed(ATLAS, 1)).toBe(1);
    expect(atlasRowsUsed(ATLAS, 3)).toBe(1);
    expect(atlasRowsUsed(ATLAS, 4)).toBe(2);
    expect(atlasRowsUsed(ATLAS, 6)).toBe(2);
  });

  it("crops a cell as an image's top-first rows, whichever rows were read", () => {
    // Each pixel says where it is: red its column, green its row from the top.
    const where = (x: number, y: number): [number, number, number, number] => [x, y, 0, 255];
    const second = cropAtlasCell(ATLAS, readBack(1, where), 1, 1);
    expect([...second]).toEqual([2, 0, 0, 255, 3, 0, 0, 255, 2, 1, 0, 255, 3, 1, 0, 255]);
    const fifth = cropAtlasCell(ATLAS, readBack(2, where), 2, 4);
    expect([...fifth]).toEqual([2, 2, 0, 255, 3, 2, 0, 255, 2, 3, 0, 255, 3, 3, 0, 255]);
  });

  it('turns premultiplied colours back into straight ones and keeps the transparent background', () => {
    const edge = cropAtlasCell(
      ATLAS,
      readBack(1, (x) => (x === 0 ? [50, 100, 25, 128] : [0, 0, 0, 0])),
      1,
      0,
    );
    expect([...edge.slice(0, 4)]).toEqual([100, 199, 50, 128]);
    expect([...edge.slice(4, 8)]).toEqual([0, 0, 0, 0]);
  });

  it('refuses pixels that are not the rows it was told were read', () => {
    expect(() => cropAtlasCell(ATLAS, new Uint8Array(10), 1, 0)).toThrow(RangeError);
    expect(() =>
      cropAtlasCell(
        ATLAS,
        readBack(1, () => [0, 0, 0, 255]),
        1,
        3,
      ),
    ).toThrow(RangeError);
  });
});
