import { useThree } from '@react-three/fiber';
import { useMemo, type RefObject } from 'react';
import { Object3D, type Intersection, type Raycaster, type Scene } from 'three';
import { ISLAND_WALL_OBJECT_KIND } from './IslandWallRenderer';
import { WALL_OBJECT_KIND, WALL_PIECES_OBJECT_KIND } from './WallRenderer';

// The walls' solid pieces are one instanced mesh; island walls are a group each.
const WALL_KINDS: ReadonlySet<unknown> = new Set([
  WALL_OBJECT_KIND,
  WALL_PIECES_OBJECT_KIND,
  ISLAND_WALL_OBJECT_KIND,
]);

/**
 * Stands for every wall of the scene in a raycast: walls come and go with the document, and a label
 * asks once per frame whether a wall stands between it and the camera. It is never added to the scene.
 */
class WallsOfScene extends Object3D {
  constructor(private readonly scene: Scene) {
    super();
  }

  override raycast(raycaster: Raycaster, intersects: Intersection[]): void {
    for (const child of this.scene.children) {
      if (WALL_KINDS.has(child.userData.kind)) raycaster.intersectObject(child, true, intersects);
    }
  }
}

/**
 * What an HTML label in the scene is hidden behind (drei `Html`'s `occlude`): the walls, and only
 * they, so a label on the floor or on a cabinet top is not hidden by what it stands on.
 */
export function useWallOccluders(): RefObject<Object3D>[] {
  const scene = useThree((state) => state.scene);
  return useMemo(() => [{ current: new WallsOfScene(scene) }], [scene]);
}
