import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  BufferGeometry,
  Float32BufferAttribute,
  Plane,
  Raycaster,
  Vector2,
  Vector3,
  type LineSegments,
} from 'three';

/** Far beyond any room, so the lines cross the whole view at any zoom. */
const REACH = 500;
/** Just above the floor and the grid, under everything standing on it. */
const LIFT = 0.003;

const FLOOR = new Plane(new Vector3(0, 1, 0), 0);

/**
 * The crosshairs setting: two floor lines through the point under the pointer, along x and z, to
 * line things up by eye. The pointer is fast state: it moves the lines directly and asks for one
 * frame, never through React. The lines ignore rays, so clicks reach what is under them.
 */
export function Crosshairs() {
  const gl = useThree((state) => state.gl);
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const lines = useRef<LineSegments>(null);
  const geometry = useMemo(() => {
    const built = new BufferGeometry();
    built.setAttribute(
      'position',
      new Float32BufferAttribute([-REACH, 0, 0, REACH, 0, 0, 0, 0, -REACH, 0, 0, REACH], 3),
    );
    return built;
  }, []);
  useEffect(() => () => geometry.dispose(), [geometry]);

  useEffect(() => {
    const element = gl.domElement;
    const raycaster = new Raycaster();
    const pointer = new Vector2();
    const hit = new Vector3();
    const onMove = (event: PointerEvent) => {
      const target = lines.current;
      if (target === null) return;
      const box = element.getBoundingClientRect();
      pointer.set(
        ((event.clientX - box.left) / box.width) * 2 - 1,
        -((event.clientY - box.top) / box.height) * 2 + 1,
      );
      raycaster.setFromCamera(pointer, camera);
      const onFloor = raycaster.ray.intersectPlane(FLOOR, hit);
      target.visible = onFloor !== null;
      if (onFloor !== null) target.position.set(hit.x, LIFT, hit.z);
      invalidate();
    };
    const onLeave = () => {
      if (lines.current !== null) lines.current.visible = false;
      invalidate();
    };
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [gl, camera, invalidate]);

  return (
    <lineSegments
      ref={lines}
      geometry={geometry}
      visible={false}
      raycast={() => null}
      userData={{ kind: 'crosshairs' }}
    >
      <lineBasicMaterial color="#1976d2" transparent opacity={0.6} depthWrite={false} />
    </lineSegments>
  );
}
