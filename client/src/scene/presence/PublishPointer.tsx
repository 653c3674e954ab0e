import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import type { PresencePublisher } from '../../collab/createPresencePublisher';

const FLOOR = new Plane(new Vector3(0, 1, 0), 0);

/**
 * Tells coworkers where this person's pointer is on the floor, in meters, in either view. Reads the
 * DOM pointer events of the canvas directly: no React state, and the publisher throttles.
 */
export function PublishPointer({ presence }: { presence: PresencePublisher }) {
  const canvas = useThree((state) => state.gl.domElement);
  const get = useThree((state) => state.get);
  useEffect(() => {
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const hit = new Vector3();
    const onMove = (event: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      ndc.set(
        ((event.clientX - rect.left) / rect.width) * 2 - 1,
        -((event.clientY - rect.top) / rect.height) * 2 + 1,
      );
      raycaster.setFromCamera(ndc, get().camera);
      const point = raycaster.ray.intersectPlane(FLOOR, hit);
      presence.setPointer(point === null ? null : { x: point.x, z: point.z });
    };
    const onLeave = () => presence.setPointer(null);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerleave', onLeave);
    return () => {
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerleave', onLeave);
      presence.setPointer(null);
    };
  }, [canvas, get, presence]);
  return null;
}
