import { wrapFlooringRotation } from '@kitchensync/schemas';

/**
 * Reads a flooring rotation in degrees as typed: any finite number, wrapped into [0, 360)
 * (spec 001 section 5), so 400 is 40 and -90 is 270; null for text that is not a number.
 */
export function parseFlooringRotation(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const degrees = Number(trimmed);
  return Number.isFinite(degrees) ? wrapFlooringRotation(degrees) : null;
}
