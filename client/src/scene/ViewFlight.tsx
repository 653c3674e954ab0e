import { PerspectiveCamera } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { PerspectiveCamera as ThreePerspectiveCamera } from 'three';
import { PERSPECTIVE_FOV, TOP_VIEW_ZOOM, perspectivePose, topPose, type Pose } from './viewPoses';
import type { ViewMode } from './ViewMode';
import { viewTransitionProgress } from './viewTransitionProgress';

/** Marks the camera that flies between the views, so followers and publishers leave it alone. */
export const VIEW_TRANSITION_CAMERA = 'viewTransition';

interface Flight {
  to: ViewMode;
  from: Pose;
  end: Pose;
  startedAt: number;
}

export interface ViewFlightProps {
  /** The view flown to; changing it mid-flight turns around from where the camera is. */
  to: ViewMode;
  /** Where the flight starts, read on its first frame (the camera it replaces is gone by then). */
  takeOff(canvasHeight: number): Pose;
  /** Where the flight to `view` lands, read when it starts; the view's starting pose by default. */
  land?(view: ViewMode, canvas: { width: number; height: number }): Pose;
  onArrived(view: ViewMode): void;
}

function startingPose(view: ViewMode, canvas: { height: number }): Pose {
  return view === 'perspective' ? perspectivePose() : topPose(0, 0, TOP_VIEW_ZOOM, canvas.height);
}

/**
 * A perspective camera flying from `takeOff` to the pose `to` starts with, eased over
 * `VIEW_TRANSITION_MS` of wall-clock time (so a slow machine drops frames, not time), asking for
 * each frame while it flies, since the canvas renders on demand.
 */
export function ViewFlight({ to, takeOff, land = startingPose, onArrived }: ViewFlightProps) {
  const camera = useRef<ThreePerspectiveCamera>(null);
  const flight = useRef<Flight | null>(null);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => invalidate(), [to, invalidate]);

  useFrame((state) => {
    const flyer = camera.current;
    if (flyer === null || state.camera !== flyer) return;
    const now = performance.now();
    if (flight.current === null || flight.current.to !== to) {
      const from: Pose =
        flight.current === null
          ? takeOff(state.size.height)
          : { position: flyer.position.clone(), quaternion: flyer.quaternion.clone() };
      const end = land(to, state.size);
      flight.current = { to, from, end, startedAt: now };
    }
    const current = flight.current;
    const t = viewTransitionProgress(now - current.startedAt);
    flyer.position.lerpVectors(current.from.position, current.end.position, t);
    flyer.quaternion.slerpQuaternions(current.from.quaternion, current.end.quaternion, t);
    flyer.updateMatrixWorld();
    if (t < 1) {
      invalidate();
    } else {
      flight.current = null;
      onArrived(current.to);
    }
  });

  return (
    <PerspectiveCamera
      ref={camera}
      makeDefault
      fov={PERSPECTIVE_FOV}
      near={0.05}
      far={500}
      userData={{ kind: VIEW_TRANSITION_CAMERA }}
    />
  );
}
