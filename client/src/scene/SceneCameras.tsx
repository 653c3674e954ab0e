import { OrbitControls, OrthographicCamera, PerspectiveCamera } from '@react-three/drei';
import type { ViewMode } from './ViewMode';

/** Pixels per meter in the top view: a 640 px wide canvas shows a room about 11 m across. */
export const TOP_VIEW_ZOOM = 56;

/** The top view looks straight down with -z up on screen; the perspective view orbits the room. */
export function SceneCameras({ viewMode }: { viewMode: ViewMode }) {
  if (viewMode === 'top') {
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
      <PerspectiveCamera makeDefault position={[6, 7, 9]} fov={50} near={0.05} far={500} />
      <OrbitControls makeDefault target={[0, 1, 0]} maxPolarAngle={Math.PI / 2 - 0.05} />
    </>
  );
}
