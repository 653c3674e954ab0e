import type { Texture } from '@kitchensync/schemas';

type RenderProperties = Texture['app'];

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/**
 * The colour a finish is drawn with in the live view, from its `app` properties, as 0xRRGGBB; null
 * when the catalogue gave none usable, so the caller keeps its own default.
 */
export function finishColor(app: RenderProperties): number | null {
  const color = app['color'];
  if (typeof color !== 'string') return null;
  const match = HEX_COLOR.exec(color.trim());
  return match === null ? null : Number.parseInt(match[1]!, 16);
}
