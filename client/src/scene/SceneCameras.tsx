import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef, useState } from 'react';
import { VIEW_TRANSITION_CAMERA, ViewFlight } from './ViewFlight';
import {
  PERSPECTIVE_FOV,
  PERSPECTIVE_POSITION,
  PERSPECTIVE_TARGET,
  TOP_VIEW_ZOOM,
  perspectivePose,
  topPose,
  type Pose,
} from './viewPoses';
import type { ViewMode } from './ViewMode';

const PERSPECTIVE_NEAR = 0.05;

export interface SceneCamerasProps {
  viewMode: ViewMode;
  /** Meters: what is nearer the 3D camera than this is cut away (0 cuts nothing). */
  clippingDistance?: number;
  /** Called when the view has arrived, after its transition. */
  onViewSettled?(view: ViewMode): void;
}

/**
 * The top view looks straight down with -z up on screen; the perspective view orbits the room.
 * Switching flies a camera between the two (`ViewFlight`) rather than cutting, then hands over to
 * the view's own camera and reports the view settled.
 */
export function SceneCameras({ viewMode, clippingDistance = 0, onViewSettled }: SceneCamerasProps) {
  const [settled, setSettled] = useState<ViewMode>(viewMode);
  const [asked, setAsked] = useState<ViewMode>(viewMode);
  const [airborne, setAirborne] = useState(false);
  if (asked !== viewMode) {
    setAsked(viewMode);
    setAirborne(true);
  }
  const lastPose = useRef<{ pose: Pose; zoom: number } | null>(null);

  useFrame(({ camera }) => {
    if (camera.userData.kind === VIEW_TRANSITION_CAMERA) return;
    const zoom = 'zoom' in camera ? (camera as { zoom: number }).zoom : TOP_VIEW_ZOOM;
    lastPose.current = {
      pose: { position: camera.position.clone(), quaternion: camera.quaternion.clone() },
      zoom,
    };
  });

  if (airborne) {
    return (
      <ViewFlight
        to={viewMode}
        takeOff={(canvasHeight) => {
          const last = lastPose.current;
          if (settled === 'perspective') return last?.pose ?? perspectivePose();
          const centre = last?.pose.position;
          return topPose(centre?.x ?? 0, centre?.z ?? 0, last?.zoom ?? TOP_VIEW_ZOOM, canvasHeight);
        }}
        onArrived={(view) => {
          setAirborne(false);
          setSettled(view);
          onViewSettled?.(view);
        }}
      />
    );
  }
  if (settled === 'top') {
    return (
      <OrthographicCamera
        makeDefault
        position={[0, 50, 0]}
        rotation={[-Math.PI / 2, 0, 0]}
        zoom={TOP_VIEW_ZOOM}
        near={0.1}
        far={200}
      />
    );
  }
  return (
    <>
      <PerspectiveCamera
        makeDefault
        position={PERSPECTIVE_POSITION.toArray()}
        fov={PERSPECTIVE_FOV}
        near={Math.max(PERSPECTIVE_NEAR, clippingDistance)}
        far={500}
      />
      <OrbitControls makeDefault target={PERSPECTIVE_TARGET.toArray()} maxPolarAngle={Math.PI / 2 - 0.05} />
    </>
  );
}
