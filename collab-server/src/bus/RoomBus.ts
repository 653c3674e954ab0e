/**
 * How the collab-server instances that hold the same save live tell each other what changed, so that
 * clients connected to different instances see one document. The store stays the source of truth:
 * the bus only carries what has already been appended, and a subscriber that may have missed
 * something is told to read the store's tail rather than trust the bus.
 */
export interface RoomBus {
  /** Names this instance in what it publishes; it tells logs and lag metrics where a message came from. */
  readonly instanceId: string;
  /**
   * Joins a room. Resolves once every message published after this call will be delivered, so a
   * caller that subscribes before loading the store cannot fall between the load and the bus. It
   * does not reject when the bus is down: the room can still serve its own clients, and the listener
   * hears `onGap` once the bus is back.
   */
  subscribe(saveId: string, listener: RoomBusListener): Promise<RoomBusSubscription>;
  /**
   * Tells every member of the save's room, on this instance and the others, that the save's details
   * changed (`onSaveDetailsChanged`). Needs no membership: the api's instance may hold no room for it.
   * Rejects quickly when the bus cannot take it; nothing is stored, so the notice is simply lost.
   */
  announceSaveDetailsChanged(saveId: string): Promise<void>;
  /**
   * Tells every room on every instance that the catalogue prices of `accountId` changed
   * (`onCataloguePricesChanged`). All rooms, not the rooms of some saves: which account prices a cart is
   * decided by each client (its own user or a client domain), so the clients filter. Rejects quickly
   * when the bus cannot take it; the notice is then lost.
   */
  announceCataloguePricesChanged(accountId: string): Promise<void>;
  /** Leaves every room and lets go of connections; publishing afterwards rejects. */
  close(): Promise<void>;
}

/** What a room hears from the other members of the same save (never its own messages). */
export interface RoomBusListener {
  /** Each store seq at most once, in the order the bus carried them (Yjs does not need seq order). */
  onUpdate(message: RoomBusUpdate): void;
  onPresence(message: RoomBusPresence): void;
  /** Another member has just joined and knows no one yet: answer with the full presence of your clients. */
  onPresenceRequest?(saveId: string): void;
  /** The save's details (its name) changed through the api: tell the room's clients to refetch them. */
  onSaveDetailsChanged?(saveId: string): void;
  /** The catalogue prices of `accountId` changed: tell the room's clients, who refetch if it is theirs. */
  onCataloguePricesChanged?(saveId: string, accountId: string): void;
  /**
   * Something after `lastSeenSeq` may never arrive (a seq stayed missing, or the bus connection was
   * lost): read the store's tail after it, apply it and report `caughtUp`.
   */
  onGap(saveId: string, lastSeenSeq: number): void;
}

export interface RoomBusUpdate {
  saveId: string;
  /** The store's sequence number for this update. */
  seq: number;
  update: Uint8Array;
  /** The instance whose client made the change. */
  origin: string;
  /** Publisher's clock (ms since epoch) when it published, for lag metrics. */
  publishedAt: number;
}

/** An awareness update. Not sequenced: awareness clocks settle conflicts and states expire on their own. */
export interface RoomBusPresence {
  saveId: string;
  update: Uint8Array;
  origin: string;
}

/** One room's membership in the bus; publishing goes through it so that it is never echoed back. */
export interface RoomBusSubscription {
  readonly saveId: string;
  /**
   * Shares an update once the store has appended it as `seq`. Rejects quickly when the bus cannot
   * take it; the update is durable anyway and the other members find it through `onGap`.
   */
  publishUpdate(seq: number, update: Uint8Array): Promise<void>;
  publishPresence(update: Uint8Array): Promise<void>;
  /** Asks the other members to send their presence (see `onPresenceRequest`). */
  requestPresence(): Promise<void>;
  /**
   * The room holds every update up to `seq` (after its load, or after reading the tail for a gap).
   * Until the first call there is no baseline, so no gap can be detected.
   */
  caughtUp(seq: number): void;
  /** The highest seq up to which nothing is missing, or null before `caughtUp`. */
  lastSeenSeq(): number | null;
  unsubscribe(): Promise<void>;
}
