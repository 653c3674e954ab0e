import type { Backsplash, PlacedModel, PlacedOpening, Texture, Wall } from '@kitchensync/schemas';
import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import { backsplashStrips } from '../model/backsplash/backsplashStrips';
import { textureFinishMaterial } from '../model/materials/textureFinishMaterial';
import { boxInstances, wallFramePoint, type PlacedBox } from './boxes/boxInstances';
import { InstancedBoxes } from './boxes/InstancedBoxes';
import { useRenderQuality } from './lighting/RenderQualityContext';
import { catalogueLayout } from './materials/catalogueLayout';
import { createSurfaceMaterial } from './models/surfaceMaterial';
import type { ViewMode } from './ViewMode';

export const BACKSPLASH_OBJECT_KIND = 'backsplash';
/** How thick the tile is (meters): a tile and its bed stand out from the plaster. */
const THICKNESS = 0.008;
/** Off the wall's face (meters), so the wall never shows through the tile. */
const GAP = 0.0005;
/** A backsplash with None for its style, or a texture without a colour: plain glazed white tile. */
const PLAIN_COLOR = '#f1efe9';
/** None lays no pattern: one picture per foot is only the scale if a texture brings one. */
const PLAIN_REPEAT = { x: 1 / 0.3048, z: 1 / 0.3048, mirrored: false };

export interface BacksplashRendererProps {
  walls: readonly Wall[];
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  backsplash: Backsplash | null;
  /** The catalogue entry of `backsplash.textureId`; null for None or while the catalogue loads. */
  texture: Texture | null;
  viewMode?: ViewMode;
}

/**
 * The design's backsplash in 3D (spec 002 §5): the strips over the countertops of the chosen walls
 * (`backsplashStrips`) as thin boxes just proud of the wall's face, one instanced mesh in the chosen
 * texture's material and pattern laid in world meters (tile rows run level across neighbouring
 * strips), at every quality. Each strip goes with its wall when the dollhouse view cuts the wall
 * away. The top view's plan leaves it out: it is wall, not floor.
 */
export function BacksplashRenderer({
  walls,
  models,
  openings,
  backsplash,
  texture,
  viewMode = 'perspective',
}: BacksplashRendererProps) {
  const quality = useRenderQuality(viewMode);
  const boxes = useMemo(() => {
    const byId = new Map(walls.map((wall) => [wall.id, wall]));
    const color = typeof texture?.app['color'] === 'string' ? texture.app['color'] : PLAIN_COLOR;
    const placed: PlacedBox[] = backsplashStrips({ walls, models, openings, backsplash }).map((strip) => {
      const wall = byId.get(strip.wallId)!;
      const across = strip.face * (wall.dimensions.z / 2 + GAP + THICKNESS / 2);
      return {
        ownerId: strip.wallId,
        centre: wallFramePoint(
          wall.position,
          wall.angle,
          (strip.x0 + strip.x1) / 2,
          (strip.y0 + strip.y1) / 2,
          across,
        ),
        size: [strip.x1 - strip.x0, strip.y1 - strip.y0, THICKNESS],
        angle: wall.angle,
        color,
      };
    });
    return boxInstances(placed);
  }, [walls, models, openings, backsplash, texture]);
  const material = useMemo(() => {
    const { surface, pattern } =
      texture === null
        ? { surface: 'backsplashTile' as const, pattern: 'none' as const }
        : textureFinishMaterial('backsplash', texture);
    const made = createSurfaceMaterial({
      surface,
      pattern,
      selected: false,
      quality,
      mapping: 'world',
      layout: catalogueLayout(pattern, texture?.flooringRepeat ?? PLAIN_REPEAT),
    });
    made.name = `backsplash:${texture?.id ?? 'none'}`;
    return made;
  }, [texture, quality]);
  useEffect(
    () => () => {
      // The map is this backsplash's own clone of the shared picture (its layout); the pixels stay.
      if (material instanceof MeshStandardMaterial) material.map?.dispose();
      material.dispose();
    },
    [material],
  );
  if (viewMode === 'top' || boxes.count === 0) return null;
  return (
    <InstancedBoxes
      boxes={boxes}
      material={material}
      kind={BACKSPLASH_OBJECT_KIND}
      shadows
      // Tile is fixed to its wall: a wall the dollhouse view takes away takes its backsplash too.
      cutAwayTo={0}
    />
  );
}
