/** The limits and timings of a collab server; every field has a production default. */
export interface CollabSettings {
  /** Frames larger than this close the socket with 1009 before they are read. */
  maxMessageBytes: number;
  /** An update that would grow a document past this closes the sender with 1009, unstored. */
  maxDocumentBytes: number;
  /** A presence state (its JSON) larger than this is dropped. */
  maxPresenceBytes: number;
  /** Token bucket per connection over every frame it sends: sustained rate and burst. */
  framesPerSecond: number;
  frameBurst: number;
  /** Open sockets per signed-in user across all saves; more are refused at the upgrade with 429. */
  maxConnectionsPerUser: number;
  /**
   * Open sockets per anonymous (link holder's) ticket, and anonymous sockets per client address (see
   * `trustProxy`); more are refused at the upgrade with 429. A browser tab holds one socket and renews
   * its ticket every minute, so a ticket with several sockets at once is being replayed.
   */
  maxConnectionsPerAnonymousTicket: number;
  maxAnonymousConnectionsPerAddress: number;
  /** A socket whose unsent bytes exceed this is closed with 1013 instead of buffering further. */
  maxBufferedBytes: number;
  /** Sockets are pinged this often and cut when the previous ping got no pong. */
  pingIntervalMs: number;
  /** Every socket gets a data frame this often, so that clients can tell a quiet room from a dead link. */
  keepaliveIntervalMs: number;
  /** How long a room stays loaded after its last client left and its appends finished. */
  idleRoomGraceMs: number;
  /**
   * A loaded room whose design nobody changed or synced for this long keeps it only as compressed bytes
   * until its next use (presence goes on meanwhile); 0 keeps every loaded design live.
   */
  dormantRoomAfterMs: number;
  /** After a failed read of the log's tail (to fill a gap the bus reported), the room tries again this much later. */
  resyncRetryMs: number;
}

export const DEFAULT_COLLAB_SETTINGS: CollabSettings = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxDocumentBytes: 64 * 1024 * 1024,
  maxPresenceBytes: 8 * 1024,
  // A drag sends an update and a presence frame per animation frame; twice that with room to spare.
  framesPerSecond: 240,
  frameBurst: 960,
  maxConnectionsPerUser: 32,
  // A few for a tab that reconnects before the server saw its last socket close.
  maxConnectionsPerAnonymousTicket: 4,
  // An office behind one address may have many people watching a shared link; signed-in users are not counted here.
  maxAnonymousConnectionsPerAddress: 32,
  maxBufferedBytes: 16 * 1024 * 1024,
  pingIntervalMs: 15_000,
  // Below the 15 s the protocol promises, with room for timer drift.
  keepaliveIntervalMs: 10_000,
  idleRoomGraceMs: 10_000,
  // Long enough that a person pausing to think does not pay for a wake (tens of ms for a big kitchen).
  dormantRoomAfterMs: 30_000,
  resyncRetryMs: 1_000,
};
