import { formatLength, type BoxDimensions } from '@kitchensync/schemas';

// The catalogue names a model by its size: `Base 24"`, `Wall 30" x 36"` (width, then height).
const INCHES = String.raw`(\d+(?: \d+\/\d+)?)"`;
const WIDTH_BY_HEIGHT = new RegExp(String.raw`${INCHES} x ${INCHES}$`);
const WIDTH_ONLY = new RegExp(String.raw`${INCHES}$`);

function inchText(meters: number): string {
  return formatLength(meters, 'inch');
}

/**
 * A model's name after a resize: where the name ends in the size it had (`Base 24"` at 24" wide),
 * the new size takes its place (`Base 30"`), so the panel, the plan and the price list never call a
 * 30" cabinet a 24" one. A name whose numbers are not the model's size is kept as it is.
 */
export function sizedModelName(name: string, before: BoxDimensions, after: BoxDimensions): string {
  const widthByHeight = WIDTH_BY_HEIGHT.exec(name);
  if (widthByHeight) {
    if (widthByHeight[1] !== inchText(before.width) || widthByHeight[2] !== inchText(before.height))
      return name;
    return `${name.slice(0, widthByHeight.index)}${inchText(after.width)}" x ${inchText(after.height)}"`;
  }
  const widthOnly = WIDTH_ONLY.exec(name);
  if (widthOnly === null || widthOnly[1] !== inchText(before.width)) return name;
  return `${name.slice(0, widthOnly.index)}${inchText(after.width)}"`;
}
