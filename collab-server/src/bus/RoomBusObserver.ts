/** Hooks for metrics; every method is optional and must not throw. */
export interface RoomBusObserver {
  /** A message from another instance was delivered; `lagMs` runs from the publisher's clock to now. */
  delivered?(saveId: string, lagMs: number): void;
  /** A gap was reported to a room: `missing` when a seq stayed absent, `reconnect` after a lost connection. */
  gap?(saveId: string, reason: 'missing' | 'reconnect'): void;
  publishFailed?(saveId: string): void;
  /** The connection that reads other instances' messages went down or came back. */
  connection?(state: 'up' | 'down'): void;
}
