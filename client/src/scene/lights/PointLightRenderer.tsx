import type { PointLight } from '@kitchensync/schemas';
import type { ThreeEvent } from '@react-three/fiber';
import { useMemo } from 'react';
import { MeshBasicMaterial } from 'three';
import { useSelection } from '../../session/useSelection';
import type { ViewMode } from '../ViewMode';
import { SELECTED_COLOR } from '../WallRenderer';
import { threeLightIntensity } from './lightIntensity';
import { LightMarkerBatch, type LightMarker } from './LightMarkerBatch';
import { LIGHT_SYMBOL_GEOMETRY } from './lightSymbolGeometry';

export const POINT_LIGHT_OBJECT_KIND = 'pointLight';
export const LIGHT_OBJECT_KIND = 'pointLightSource';

/** Warm white, as an ordinary ceiling bulb. */
const LIGHT_COLOR = '#fff1dc';
// The symbol has its own colours (glass and lines); these multiply them.
const SYMBOL_TINT = '#ffffff';
/** Switched off: the symbol dims to grey-olive, unlit glass. */
const OFF_SYMBOL_TINT = '#8d939b';
const SELECTED_SYMBOL_TINT = '#5cb860';
const HALO_COLOR = '#ffe082';
const OFF_HALO_COLOR = '#cfd3d8';
const SELECTED_HALO_COLOR = '#81c784';
const BULB_COLOR = '#fff6dd';
const OFF_BULB_COLOR = '#a8acb3';
/** The bulb hangs just under its light's point, so at ceiling height it shows below the ceiling. */
const BULB_DROP = 0.055;
/** The plan symbol floats this far over its light, clear of walls as tall as the ceiling. */
const SYMBOL_LIFT = 0.02;
/** Drawn after walls and models: the plan symbol is never hidden under a wall top or a cabinet. */
const SYMBOL_RENDER_ORDER = 10;
const SHADOW_MAP_SIZE = 512;

// White materials shared by every marker: each instance's colour multiplies in.
const haloMaterial = new MeshBasicMaterial({
  color: 0xffffff,
  transparent: true,
  opacity: 0.4,
  depthTest: false,
  depthWrite: false,
});
const symbolMaterial = new MeshBasicMaterial({
  color: 0xffffff,
  vertexColors: true,
  depthTest: false,
  depthWrite: false,
});
// Unlit and not tone mapped: the bulb reads as glowing whatever the room's lighting.
const bulbMaterial = new MeshBasicMaterial({ color: 0xffffff, toneMapped: false });

export interface PointLightRendererProps {
  lights: readonly PointLight[];
  viewMode: ViewMode;
  /** A click on a light's marker (editors only; without it markers take no pointer events). */
  onLightClick?(id: string, event: ThreeEvent<MouseEvent>): void;
  onLightPointerDown?(id: string, event: ThreeEvent<PointerEvent>): void;
}

/**
 * The document's point lights. Each has an empty group at its point (`userData.kind = 'pointLight'`,
 * `id`) holding, in 3D and while the light shines (`lightVisible`), a three.js point light that
 * lights the room (casting shadows only when the light's `shadow` is on). Markers whose light is
 * `visible` are drawn by shared instanced meshes, a few draw calls for any number of lights: in the
 * top view the plan symbol (the bulb's glass in a ring with rays, over a faint halo), in 3D a small glowing bulb. A light
 * switched off shows dimmed; a selected one green.
 */
export function PointLightRenderer({
  lights,
  viewMode,
  onLightClick,
  onLightPointerDown,
}: PointLightRendererProps) {
  const selectedIds = useSelection((state) => state.selectedIds);
  const top = viewMode === 'top';
  const markers = useMemo(() => {
    const selected = new Set(selectedIds);
    const shown = lights.filter((light) => light.visible);
    const place = (light: PointLight, color: string, drop: number): LightMarker => ({
      id: light.id,
      x: light.x,
      y: light.y - drop,
      z: light.z,
      color,
    });
    const symbolColor = (light: PointLight) =>
      selected.has(light.id) ? SELECTED_SYMBOL_TINT : light.lightVisible ? SYMBOL_TINT : OFF_SYMBOL_TINT;
    return {
      halos: shown.map((light) =>
        place(
          light,
          selected.has(light.id) ? SELECTED_HALO_COLOR : light.lightVisible ? HALO_COLOR : OFF_HALO_COLOR,
          -SYMBOL_LIFT,
        ),
      ),
      symbols: shown.map((light) => place(light, symbolColor(light), -SYMBOL_LIFT)),
      bulbs: shown.map((light) =>
        place(
          light,
          selected.has(light.id) ? SELECTED_COLOR : light.lightVisible ? BULB_COLOR : OFF_BULB_COLOR,
          BULB_DROP,
        ),
      ),
    };
  }, [lights, selectedIds]);

  return (
    <group name="point-lights">
      {lights.map((light) => (
        <group
          key={light.id}
          position={[light.x, light.y, light.z]}
          userData={{ kind: POINT_LIGHT_OBJECT_KIND, id: light.id }}
        >
          {!top && light.lightVisible && (
            <pointLight
              userData={{ kind: LIGHT_OBJECT_KIND, id: light.id }}
              color={LIGHT_COLOR}
              intensity={threeLightIntensity(light.intensity)}
              decay={2}
              castShadow={light.shadow}
              shadow-mapSize={[SHADOW_MAP_SIZE, SHADOW_MAP_SIZE]}
              shadow-bias={-0.002}
              shadow-camera-near={0.05}
            />
          )}
        </group>
      ))}
      {top ? (
        <>
          <LightMarkerBatch
            markers={markers.halos}
            geometry={LIGHT_SYMBOL_GEOMETRY.halo}
            material={haloMaterial}
            renderOrder={SYMBOL_RENDER_ORDER}
            onMarkerClick={onLightClick}
            onMarkerPointerDown={onLightPointerDown}
          />
          <LightMarkerBatch
            markers={markers.symbols}
            geometry={LIGHT_SYMBOL_GEOMETRY.symbol}
            material={symbolMaterial}
            renderOrder={SYMBOL_RENDER_ORDER + 1}
          />
        </>
      ) : (
        <LightMarkerBatch
          markers={markers.bulbs}
          geometry={LIGHT_SYMBOL_GEOMETRY.bulb}
          material={bulbMaterial}
          onMarkerClick={onLightClick}
          onMarkerPointerDown={onLightPointerDown}
        />
      )}
    </group>
  );
}
