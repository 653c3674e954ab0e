import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef, useState } from 'react';
import { Vector3, type OrthographicCamera as ThreeOrthographicCamera } from 'three';
import type { FloorBounds } from '../model/navigation/designBounds';
import { framePerspectiveView } from '../model/navigation/framePerspectiveView';
import { DEFAULT_PLAN_ZOOM } from '../model/navigation/planView';
import { PlanNavigation, TOP_CAMERA_HEIGHT, type PlanMemory } from './PlanNavigation';
import { VIEW_TRANSITION_CAMERA, ViewFlight } from './ViewFlight';
import {
  PERSPECTIVE_FOV,
  PERSPECTIVE_TARGET,
  TOP_VIEW_ZOOM,
  perspectivePose,
  topPose,
  type Pose,
} from './viewPoses';
import type { ViewMode } from './ViewMode';

const PERSPECTIVE_NEAR = 0.05;

/** The 3D camera as the person left it: its pose and the point it orbits. */
interface PerspectiveMemory extends Pose {
  target: Vector3;
}

export interface SceneCamerasProps {
  viewMode: ViewMode;
  /** Meters: what is nearer the 3D camera than this is cut away (0 cuts nothing). */
  clippingDistance?: number;
  /** The floor the design covers (null when empty): the plan's Fit and the 3D view's first framing. */
  designBounds?: FloorBounds | null;
  /** Whether the design's document has arrived, so the plan can be fitted to it once. */
  designOpened?: boolean;
  /** Called once the plan has been fitted to the opened design (or found it empty). */
  onOpeningFit?(): void;
  /** Called when the view has arrived, after its transition. */
  onViewSettled?(view: ViewMode): void;
}

/**
 * The top view looks straight down with -z up on screen, zoomed and panned by `PlanNavigation`;
 * the perspective view orbits the room. Switching flies a camera between the two (`ViewFlight`)
 * rather than cutting, then hands over to the view's own camera and reports the view settled. Each
 * view comes back as it was left: the plan where it was panned and zoomed, the 3D camera where it
 * was orbited (framing the design the first time it opens).
 */
export function SceneCameras({
  viewMode,
  clippingDistance = 0,
  designBounds = null,
  designOpened = true,
  onOpeningFit,
  onViewSettled,
}: SceneCamerasProps) {
  const [settled, setSettled] = useState<ViewMode>(viewMode);
  const [asked, setAsked] = useState<ViewMode>(viewMode);
  const [airborne, setAirborne] = useState(false);
  if (asked !== viewMode) {
    setAsked(viewMode);
    setAirborne(true);
  }
  const lastPose = useRef<{ pose: Pose; zoom: number } | null>(null);
  const plan = useRef<PlanMemory>({
    view: { centerX: 0, centerZ: 0, zoom: DEFAULT_PLAN_ZOOM },
    fittedOnOpen: false,
    followsFit: false,
  });
  const perspective = useRef<PerspectiveMemory | null>(null);
  const topCamera = useRef<ThreeOrthographicCamera>(null);
  const [landing, setLanding] = useState<PerspectiveMemory>(startingPerspective);

  useFrame(({ camera, controls }) => {
    if (camera.userData.kind === VIEW_TRANSITION_CAMERA) return;
    const zoom = 'zoom' in camera ? (camera as { zoom: number }).zoom : TOP_VIEW_ZOOM;
    lastPose.current = {
      pose: { position: camera.position.clone(), quaternion: camera.quaternion.clone() },
      zoom,
    };
    const target = (controls as { target?: unknown } | null)?.target;
    if (settled === 'perspective' && target instanceof Vector3) {
      perspective.current = {
        position: camera.position.clone(),
        quaternion: camera.quaternion.clone(),
        target: target.clone(),
      };
    }
  });

  // The 3D camera the perspective view opens with: as it was left, else framing the design.
  const perspectiveLanding = (aspect: number): PerspectiveMemory => {
    if (perspective.current !== null) return perspective.current;
    if (designBounds === null) return startingPerspective();
    const frame = framePerspectiveView(designBounds, PERSPECTIVE_FOV, aspect);
    const position = new Vector3(frame.position.x, frame.position.y, frame.position.z);
    const target = new Vector3(frame.target.x, frame.target.y, frame.target.z);
    perspective.current = { ...perspectivePose(position, target), target };
    return perspective.current;
  };

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
        land={(view, canvas) => {
          if (view === 'perspective') return perspectiveLanding(canvas.width / Math.max(canvas.height, 1));
          const { centerX, centerZ, zoom } = plan.current.view;
          return topPose(centerX, centerZ, zoom, canvas.height);
        }}
        onArrived={(view) => {
          // The pose the flight landed on, kept as it was: the orbit moves the camera, not this.
          if (view === 'perspective')
            setLanding(clonePerspective(perspective.current ?? startingPerspective()));
          setAirborne(false);
          setSettled(view);
          onViewSettled?.(view);
        }}
      />
    );
  }
  if (settled === 'top') {
    return (
      <>
        {/* Placed where the plan was left by PlanNavigation, on mount. */}
        <OrthographicCamera
          ref={topCamera}
          makeDefault
          position={[0, TOP_CAMERA_HEIGHT, 0]}
          rotation={[-Math.PI / 2, 0, 0]}
          zoom={DEFAULT_PLAN_ZOOM}
          near={0.1}
          far={200}
        />
        <PlanNavigation
          camera={topCamera}
          memory={plan}
          bounds={designBounds}
          designOpened={designOpened}
          onOpeningFit={onOpeningFit}
        />
      </>
    );
  }
  return <OrbitingCamera landing={landing} near={Math.max(PERSPECTIVE_NEAR, clippingDistance)} />;
}

/**
 * The 3D view's camera and orbit controls, placed where the perspective view was left (or framed),
 * which is also where the flight to it landed.
 */
function OrbitingCamera({ landing, near }: { landing: PerspectiveMemory; near: number }) {
  return (
    <>
      <PerspectiveCamera
        makeDefault
        position={landing.position.toArray()}
        fov={PERSPECTIVE_FOV}
        near={near}
        far={500}
      />
      <OrbitControls makeDefault target={landing.target.toArray()} maxPolarAngle={Math.PI / 2 - 0.05} />
    </>
  );
}

function clonePerspective(memory: PerspectiveMemory): PerspectiveMemory {
  return {
    position: memory.position.clone(),
    quaternion: memory.quaternion.clone(),
    target: memory.target.clone(),
  };
}

function startingPerspective(): PerspectiveMemory {
  return { ...perspectivePose(), target: PERSPECTIVE_TARGET.clone() };
}
