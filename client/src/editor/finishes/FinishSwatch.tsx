import type { Texture } from '@kitchensync/schemas';
import { useMemo } from 'react';
import { textureFinishMaterial, type TexturePlace } from '../../model/materials/textureFinishMaterial';
import { finishSwatchPicture } from '../../scene/materials/finishSwatchPicture';

type RenderProperties = Texture['app'];

/**
 * A small square of a finish beside its name: the pattern the 3D view draws it with (grain, stone,
 * planks, tiles), in its live colour; the plain colour for a finish without a pattern; empty when
 * the catalogue gives no colour.
 */
export function FinishSwatch({
  app,
  place,
  texture,
}: {
  app: RenderProperties;
  place: TexturePlace;
  texture: { id: string; name?: string; subcategory?: readonly string[] };
}) {
  const color = typeof app['color'] === 'string' ? app['color'] : undefined;
  const { pattern } = textureFinishMaterial(place, texture);
  const picture = useMemo(
    () => (color === undefined || pattern === 'none' ? null : finishSwatchPicture(pattern, color)),
    [color, pattern],
  );
  return (
    <span
      className="finish-swatch"
      style={{ background: picture === null ? color : `center / cover url(${picture})` }}
      data-pattern={picture === null ? undefined : pattern}
      aria-hidden
    />
  );
}
