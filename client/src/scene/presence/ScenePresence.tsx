import type { Awareness } from 'y-protocols/awareness';
import type { PresencePublisher } from '../../collab/createPresencePublisher';
import type { PeerSummary } from '../../collab/usePeers';
import type { ViewMode } from '../ViewMode';
import { FollowAndPublishCamera } from './FollowAndPublishCamera';
import { PeerPointer } from './PeerPointer';
import { PeerSelectionOutlines } from './PeerSelectionOutlines';
import { PublishPointer } from './PublishPointer';
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';

/**
 * Presence in the scene: coworkers' pointers and selections in their colours, this person's pointer
 * and camera told to them, and following a coworker's camera.
 */
export function ScenePresence({
  awareness,
  presence,
  peers,
  viewMode,
  onFollowView,
}: {
  awareness: Awareness;
  presence: PresencePublisher;
  peers: readonly PeerSummary[];
  viewMode: ViewMode;
  onFollowView(view: ViewMode): void;
}) {
  const invalidate = useThree((state) => state.invalidate);
  // Rendering is on demand: a coworker's pointer move draws a frame, which reads it from awareness.
  useEffect(() => {
    const onChange = () => invalidate();
    awareness.on('change', onChange);
    return () => awareness.off('change', onChange);
  }, [awareness, invalidate]);
  return (
    <>
      {peers.map((peer) => (
        <PeerPointer
          key={peer.clientId}
          awareness={awareness}
          clientId={peer.clientId}
          name={peer.user.name}
          color={peer.user.color}
        />
      ))}
      <PeerSelectionOutlines peers={peers} />
      <PublishPointer presence={presence} />
      <FollowAndPublishCamera
        awareness={awareness}
        presence={presence}
        viewMode={viewMode}
        onFollowView={onFollowView}
      />
    </>
  );
}
