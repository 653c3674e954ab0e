import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import { Euler, Matrix4, Quaternion, Vector3, type PerspectiveCamera as ThreePerspectiveCamera } from 'three';
import type { ViewMode } from './ViewMode';
import { viewTransitionProgress } from './viewTransitionProgress';

/** Pixels per meter in the top view: a 640 px wide canvas shows a room about 11 m across. */
export const TOP_VIEW_ZOOM = 56;

const FOV = 50;
const PERSPECTIVE_NEAR = 0.05;
const PERSPECTIVE_POSITION = new Vector3(6, 7, 9);
const PERSPECTIVE_TARGET = new Vector3(0, 1, 0);
const TOP_HEIGHT = 50;
const LOOKING_DOWN = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));

/** Marks the camera that flies between the views, so followers and publishers leave it alone. */
export const VIEW_TRANSITION_CAMERA = 'viewTransition';

interface Pose {
  position: Vector3;
  quaternion: Quaternion;
}

interface Flight {
  to: ViewMode;
  from: Pose;
  end: Pose;
  startedAt: number;
}

const UP = new Vector3(0, 1, 0);

/** The perspective view's starting pose: from above one corner, looking at the middle of the room. */
function perspectivePose(): Pose {
  const looking = new Matrix4().lookAt(PERSPECTIVE_POSITION, PERSPECTIVE_TARGET, UP);
  return {
    position: PERSPECTIVE_POSITION.clone(),
    quaternion: new Quaternion().setFromRotationMatrix(looking),
  };
}

/**
 * The height at which a perspective camera looking straight down shows as much of the floor as the
 * top view at `zoom` pixels per meter on a canvas `canvasHeight` pixels high: where the flight
 * between the views starts or ends, so the switch has no jump.
 */
function heightMatchingZoom(zoom: number, canvasHeight: number): number {
  return canvasHeight / zoom / (2 * Math.tan(((FOV / 2) * Math.PI) / 180));
}

export interface SceneCamerasProps {
  viewMode: ViewMode;
  /** Meters: what is nearer the 3D camera than this is cut away (0 cuts nothing). */
  clippingDistance?: number;
  /** Called when the view has arrived, after its transition. */
  onViewSettled?(view: ViewMode): void;
}

/**
 * The top view looks straight down with -z up on screen; the perspective view orbits the room.
 * Switching flies one perspective camera between the two for `VIEW_TRANSITION_MS` rather than
 * cutting, then hands over to the view's own camera and reports the view settled.
 */
export function SceneCameras({ viewMode, clippingDistance = 0, onViewSettled }: SceneCamerasProps) {
  const [settled, setSettled] = useState<ViewMode>(viewMode);
  const [asked, setAsked] = useState<ViewMode>(viewMode);
  const [airborne, setAirborne] = useState(false);
  if (asked !== viewMode) {
    setAsked(viewMode);
    setAirborne(true);
  }
  const flight = useRef<Flight | null>(null);
  const lastPose = useRef<{ pose: Pose; zoom: number } | null>(null);
  const flyer = useRef<ThreePerspectiveCamera>(null);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    if (airborne) invalidate();
  }, [airborne, invalidate]);

  useFrame(({ camera, clock, size }) => {
    const flying = flyer.current;
    if (airborne && flying !== null && camera === flying) {
      const now = clock.getElapsedTime() * 1000;
      if (flight.current === null || flight.current.to !== viewMode) {
        // Taking off from the view's own camera, or turning around mid-flight from where it is.
        const from: Pose =
          flight.current !== null
            ? { position: flying.position.clone(), quaternion: flying.quaternion.clone() }
            : takeOffPose(settled, lastPose.current, size.height);
        const end: Pose =
          viewMode === 'perspective'
            ? perspectivePose()
            : {
                position: new Vector3(0, heightMatchingZoom(TOP_VIEW_ZOOM, size.height), 0),
                quaternion: LOOKING_DOWN.clone(),
              };
        flight.current = { to: viewMode, from, end, startedAt: now };
      }
      const current = flight.current;
      const t = viewTransitionProgress(now - current.startedAt);
      flying.position.lerpVectors(current.from.position, current.end.position, t);
      flying.quaternion.slerpQuaternions(current.from.quaternion, current.end.quaternion, t);
      flying.updateMatrixWorld();
      if (t < 1) {
        invalidate();
      } else {
        flight.current = null;
        setAirborne(false);
        setSettled(current.to);
        onViewSettled?.(current.to);
      }
      return;
    }
    const zoom = 'zoom' in camera ? (camera as { zoom: number }).zoom : TOP_VIEW_ZOOM;
    lastPose.current = {
      pose: { position: camera.position.clone(), quaternion: camera.quaternion.clone() },
      zoom,
    };
  });

  if (airborne) {
    return (
      <PerspectiveCamera
        ref={flyer}
        makeDefault
        fov={FOV}
        near={PERSPECTIVE_NEAR}
        far={500}
        userData={{ kind: VIEW_TRANSITION_CAMERA }}
      />
    );
  }
  if (settled === 'top') {
    return (
      <OrthographicCamera
        makeDefault
        position={[0, TOP_HEIGHT, 0]}
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
        fov={FOV}
        near={Math.max(PERSPECTIVE_NEAR, clippingDistance)}
        far={500}
      />
      <OrbitControls makeDefault target={PERSPECTIVE_TARGET.toArray()} maxPolarAngle={Math.PI / 2 - 0.05} />
    </>
  );
}

/**
 * Where the flight starts: the 3D camera as it was left, or, from the top view, a perspective
 * camera straight above the top view's centre showing as much floor as it did.
 */
function takeOffPose(from: ViewMode, last: { pose: Pose; zoom: number } | null, canvasHeight: number): Pose {
  if (from === 'perspective') return last?.pose ?? perspectivePose();
  const centre = last?.pose.position ?? new Vector3();
  return {
    position: new Vector3(centre.x, heightMatchingZoom(last?.zoom ?? TOP_VIEW_ZOOM, canvasHeight), centre.z),
    quaternion: LOOKING_DOWN.clone(),
  };
}
