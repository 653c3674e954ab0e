import type { PeerSummary } from '../../collab/usePeers';
import { initialsOf } from './initialsOf';
import { useFollowing } from './useFollowing';

const ROLE_NAMES = { owner: 'owner', editor: 'editor', viewer: 'viewer' } as const;

/** Who else is in the design: one avatar each in their colour; clicking one follows their camera. */
export function PresenceAvatars({ peers }: { peers: readonly PeerSummary[] }) {
  const following = useFollowing((state) => state.clientId);
  const follow = useFollowing((state) => state.follow);
  const stop = useFollowing((state) => state.stop);
  if (peers.length === 0) return null;
  return (
    <ul className="avatars" aria-label="People in this design">
      {peers.map((peer) => {
        const isFollowed = following === peer.clientId;
        const who = `${peer.user.name} (${ROLE_NAMES[peer.user.role]})`;
        return (
          <li key={peer.clientId}>
            <button
              type="button"
              className="avatar"
              style={{ background: peer.user.color }}
              aria-pressed={isFollowed}
              aria-label={isFollowed ? `Stop following ${who}` : `Follow ${who}`}
              title={isFollowed ? `${who}: following, click to stop` : `${who}: click to follow`}
              onClick={() => (isFollowed ? stop() : follow(peer.clientId))}
            >
              {initialsOf(peer.user.name)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
