import type { RenderQuality } from '@kitchensync/schemas';
import { useMemo } from 'react';
import { Object3D } from 'three';
import type { FloorBounds } from '../../model/navigation/designBounds';
import type { ViewMode } from '../ViewMode';
import { qualityProfile, type QualityProfile } from './qualityProfile';
import { useRoomEnvironment } from './useRoomEnvironment';

export const KEY_LIGHT_OBJECT_KIND = 'keyLight';

/** Where the key light comes from: high over the room's front right, as daylight through a window. */
const KEY_DIRECTION = { x: 0.32, y: 1, z: 0.5 };
const KEY_DISTANCE = 12;
/** The shadow camera reaches this far past the design on each side, for tall walls' shadows. */
const SHADOW_MARGIN = 2.5;
const ENVIRONMENT_INTENSITY = 0.3;
const KEY_INTENSITY = 1.5;
/**
 * The sky fill: strong where no environment lights the room (Medium), faint over it (High), where
 * more fill washed the white cabinets and the floor out into the walls.
 */
const FILL_WITHOUT_ENVIRONMENT = 1.05;
const FILL_WITH_ENVIRONMENT = 0.3;
/** A room of 6 m square when nothing is drawn yet. */
const EMPTY_BOUNDS: FloorBounds = { minX: -3, maxX: 3, minZ: -3, maxZ: 3 };

/** The plan's and Low quality's light, as the editor had it before issue 15. */
function PlainLights() {
  return (
    <>
      <ambientLight intensity={0.7} />
      <directionalLight position={[8, 12, 6]} intensity={1.6} />
    </>
  );
}

/** Lights the physically based materials with the generated room while mounted. */
function RoomEnvironmentLight() {
  useRoomEnvironment(ENVIRONMENT_INTENSITY);
  return null;
}

function RoomLights({ profile, bounds }: { profile: QualityProfile; bounds: FloorBounds }) {
  const target = useMemo(() => new Object3D(), []);
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const centreZ = (bounds.minZ + bounds.maxZ) / 2;
  const length = Math.hypot(KEY_DIRECTION.x, KEY_DIRECTION.y, KEY_DIRECTION.z);
  const position: [number, number, number] = [
    centreX + (KEY_DIRECTION.x / length) * KEY_DISTANCE,
    (KEY_DIRECTION.y / length) * KEY_DISTANCE,
    centreZ + (KEY_DIRECTION.z / length) * KEY_DISTANCE,
  ];
  // The shadow camera looks along the light: its square must hold the design seen from there.
  const half = Math.max(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ) / 2 + SHADOW_MARGIN;
  return (
    <>
      <primitive object={target} position={[centreX, 0, centreZ]} />
      <directionalLight
        // A new shadow map size needs a new shadow map: a new light.
        key={profile.shadowMapSize}
        userData={{ kind: KEY_LIGHT_OBJECT_KIND }}
        position={position}
        target={target}
        intensity={KEY_INTENSITY}
        color="#fff8ee"
        castShadow={profile.shadowMapSize > 0}
        shadow-mapSize={[profile.shadowMapSize, profile.shadowMapSize]}
        shadow-radius={profile.shadowRadius}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-camera-left={-half}
        shadow-camera-right={half}
        shadow-camera-top={half}
        shadow-camera-bottom={-half}
        shadow-camera-near={0.5}
        shadow-camera-far={KEY_DISTANCE * 2}
      />
      {/* Sky from above, warm floor bounce from below: faces turned from the key light stay readable. */}
      <hemisphereLight
        args={['#ffffff', '#cbbfa9', profile.environment ? FILL_WITH_ENVIRONMENT : FILL_WITHOUT_ENVIRONMENT]}
      />
      {profile.environment && <RoomEnvironmentLight />}
    </>
  );
}

/**
 * The room's light. The plan and Low quality keep the plain ambient and directional light of
 * before; in 3D at Medium and High a key light casts soft shadows over the design under a sky fill,
 * and at High a generated environment adds image-based light (reflections on steel, glass and
 * stone) to every physically based material. The
 * design's own point lights (PointLightRenderer) shine on top of either.
 */
export function SceneLighting({
  view,
  quality,
  bounds,
}: {
  view: ViewMode;
  quality: RenderQuality;
  bounds: FloorBounds | null;
}) {
  const profile = qualityProfile(quality);
  if (view === 'top' || !profile.roomLights) return <PlainLights />;
  return <RoomLights profile={profile} bounds={bounds ?? EMPTY_BOUNDS} />;
}
