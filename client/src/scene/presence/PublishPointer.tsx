import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Raycaster } from 'three';
import type { PresencePublisher } from '../../collab/createPresencePublisher';
import { FLOOR_PLANE, pointOnPlane } from '../pointOnPlane';

/**
 * Tells coworkers where this person's pointer is on the floor, in meters, in either view. Reads the
 * DOM pointer events of the canvas directly: no React state, and the publisher throttles.
 */
export function PublishPointer({ presence }: { presence: PresencePublisher }) {
  const canvas = useThree((state) => state.gl.domElement);
  const get = useThree((state) => state.get);
  useEffect(() => {
    const raycaster = new Raycaster();
    const onMove = (event: PointerEvent) => {
      const point = pointOnPlane(
        { camera: get().camera, canvas },
        raycaster,
        FLOOR_PLANE,
        event.clientX,
        event.clientY,
      );
      presence.setPointer(point);
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
