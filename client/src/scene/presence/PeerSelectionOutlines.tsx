import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import { Box3, Color, type Box3Helper, type Object3D } from 'three';
import { outlineBoxOf } from './outlineBoxOf';
import type { PeerSummary } from '../../collab/usePeers';

export const PRESENCE_SELECTION_KIND = 'presence-selection';

/** Outlines stand a little off what they outline, so they do not hide in its faces. */
const OUTLINE_MARGIN = 0.03;

function findNode(root: Object3D, id: string): Object3D | undefined {
  let found: Object3D | undefined;
  root.traverse((object) => {
    if (found === undefined && object.userData.id === id) found = object;
  });
  return found;
}

/** One coworker's outline around one selected node, following the node as it moves. */
function SelectionOutline({ nodeId, clientId, color }: { nodeId: string; clientId: number; color: string }) {
  const helper = useRef<Box3Helper>(null);
  const args = useMemo(() => [new Box3(), new Color(color)] as const, [color]);
  useFrame(({ scene }) => {
    const outline = helper.current;
    if (outline === null) return;
    const node = findNode(scene, nodeId);
    const box = node === undefined ? null : outlineBoxOf(node, outline.box);
    // A node with nothing to measure gets no outline rather than one around nothing.
    outline.visible = node !== undefined && node.visible && box !== null && !box.isEmpty();
    if (outline.visible) box!.expandByScalar(OUTLINE_MARGIN);
  });
  return (
    <box3Helper
      ref={helper}
      args={args}
      visible={false}
      userData={{ kind: PRESENCE_SELECTION_KIND, clientId, nodeId }}
    />
  );
}

/**
 * Each coworker's selection outlined in their colour: a box around every scene object whose
 * `userData.id` they selected (each node kind's renderer puts the id there), in 2D and 3D alike.
 */
export function PeerSelectionOutlines({ peers }: { peers: readonly PeerSummary[] }) {
  return (
    <>
      {peers.flatMap((peer) =>
        peer.selection.map((nodeId) => (
          <SelectionOutline
            key={`${peer.clientId}:${nodeId}`}
            nodeId={nodeId}
            clientId={peer.clientId}
            color={peer.user.color}
          />
        )),
      )}
    </>
  );
}
