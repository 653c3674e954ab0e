/** A rectangle on a page, in the page's units. */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a picture of `width` × `height` pixels goes in `box`: as large as fits whole, its proportions
 * kept, centred on the side with room to spare. A slide of another shape than the page is fitted, not
 * cropped or stretched, so nothing the designer put on it is lost.
 */
export function fitImage(width: number, height: number, box: PageBox): PageBox {
  if (!(width > 0) || !(height > 0))
    throw new Error(`A picture of ${width} × ${height} pixels cannot be placed`);
  const scale = Math.min(box.width / width, box.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return {
    x: box.x + (box.width - fitted.width) / 2,
    y: box.y + (box.height - fitted.height) / 2,
    ...fitted,
  };
}
