/**
 * Where the pictures of one batch sit in the shared atlas canvas: `columns` cells a row, each
 * `cellSize` pixels square, filled row by row from the top. Several models drawn into one canvas
 * are read back once instead of once each, and in software WebGL the readback's wait, not the
 * drawing, was most of a picture's cost.
 */
export interface PictureAtlas {
  readonly columns: number;
  readonly rows: number;
  readonly cellSize: number;
}

/** A cell's place: `left`/`top` as an image counts (from the top-left), `bottom` as WebGL does. */
export interface AtlasCell {
  readonly left: number;
  readonly top: number;
  readonly bottom: number;
}

export function atlasWidth(atlas: PictureAtlas): number {
  return atlas.columns * atlas.cellSize;
}

export function atlasHeight(atlas: PictureAtlas): number {
  return atlas.rows * atlas.cellSize;
}

export function atlasCapacity(atlas: PictureAtlas): number {
  return atlas.columns * atlas.rows;
}

export function atlasCell(atlas: PictureAtlas, index: number): AtlasCell {
  if (!Number.isInteger(index) || index < 0 || index >= atlasCapacity(atlas)) {
    throw new RangeError(`Cell ${index} is not one of the atlas's ${atlasCapacity(atlas)} cells.`);
  }
  const left = (index % atlas.columns) * atlas.cellSize;
  const top = Math.floor(index / atlas.columns) * atlas.cellSize;
  return { left, top, bottom: atlasHeight(atlas) - top - atlas.cellSize };
}

/** How many rows from the top hold the first `count` cells: only those are read back. */
export function atlasRowsUsed(atlas: PictureAtlas, count: number): number {
  return Math.min(atlas.rows, Math.ceil(count / atlas.columns));
}

/**
 * One cell's picture out of pixels read back from the atlas (`readPixels` of the top `rowsRead`
 * rows of cells: bottom row of pixels first, colours premultiplied by alpha), as an image's
 * top-first rows with straight alpha, which is what `ImageData` holds.
 */
export function cropAtlasCell(
  atlas: PictureAtlas,
  pixels: Uint8Array,
  rowsRead: number,
  index: number,
): Uint8ClampedArray<ArrayBuffer> {
  const width = atlasWidth(atlas);
  const heightRead = rowsRead * atlas.cellSize;
  if (pixels.length !== width * heightRead * 4) {
    throw new RangeError(`Expected ${width}×${heightRead} RGBA pixels, got ${pixels.length / 4}.`);
  }
  const { left, top } = atlasCell(atlas, index);
  if (top + atlas.cellSize > heightRead) throw new RangeError(`Cell ${index} lies below the rows read.`);
  const size = atlas.cellSize;
  const picture = new Uint8ClampedArray(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    // Row `row` from the picture's top is read-back row `heightRead - 1 - (top + row)` from the bottom.
    let from = ((heightRead - 1 - top - row) * width + left) * 4;
    let to = row * size * 4;
    for (let column = 0; column < size; column += 1, from += 4, to += 4) {
      const alpha = pixels[from + 3]!;
      picture[to + 3] = alpha;
      if (alpha === 0) continue;
      const scale = 255 / alpha;
      picture[to] = pixels[from]! * scale;
      picture[to + 1] = pixels[from + 1]! * scale;
      picture[to + 2] = pixels[from + 2]! * scale;
    }
  }
  return picture;
}
