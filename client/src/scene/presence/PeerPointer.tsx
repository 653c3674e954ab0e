import { PresencePointerSchema } from '@kitchensync/schemas';
import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { Awareness } from 'y-protocols/awareness';

export const PRESENCE_POINTER_KIND = 'presence-pointer';

const MARKER_RADIUS = 0.09;

/**
 * A coworker's pointer on the floor: a dot in their colour with their name, seen from above in 2D and
 * standing on the floor in 3D. Its position is read from awareness every frame, never through React.
 */
export function PeerPointer({
  awareness,
  clientId,
  name,
  color,
}: {
  awareness: Awareness;
  clientId: number;
  name: string;
  color: string;
}) {
  const marker = useRef<Group>(null);
  const label = useRef<HTMLDivElement>(null);
  useFrame(() => {
    const group = marker.current;
    if (group === null) return;
    const pointer = PresencePointerSchema.safeParse(awareness.getStates().get(clientId)?.pointer);
    group.visible = pointer.success;
    if (label.current !== null) label.current.style.display = pointer.success ? 'block' : 'none';
    if (pointer.success) group.position.set(pointer.data.x, 0, pointer.data.z);
  });
  return (
    <group ref={marker} visible={false} userData={{ kind: PRESENCE_POINTER_KIND, clientId }}>
      <mesh position={[0, MARKER_RADIUS, 0]}>
        <sphereGeometry args={[MARKER_RADIUS, 16, 12]} />
        <meshBasicMaterial color={color} />
      </mesh>
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.002, 0]}>
        <ringGeometry args={[MARKER_RADIUS * 1.4, MARKER_RADIUS * 2, 24]} />
        <meshBasicMaterial color={color} transparent opacity={0.5} depthWrite={false} />
      </mesh>
      <Html position={[0, MARKER_RADIUS * 2.5, 0]} style={{ pointerEvents: 'none' }}>
        <div ref={label} className="peer-pointer-label" style={{ background: color, display: 'none' }}>
          {name}
        </div>
      </Html>
    </group>
  );
}
