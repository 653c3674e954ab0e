import { migrateDoc, MIGRATION_ORIGIN } from '@kitchensync/schemas';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import type { RoomBus, RoomBusListener, RoomBusSubscription } from './bus/RoomBus';
import { CloseCode } from './CloseCode';
import type { CollabLog } from './CollabLog';
import type { CollabObserver } from './CollabObserver';
import { DormantCapableDocument } from './DormantCapableDocument';
import { isEmptyStateVector } from './isEmptyStateVector';
import { MessageType } from './MessageType';
import { PresenceOwners } from './PresenceOwners';
import { RoomUnavailable } from './RoomUnavailable';
import { serverDoc } from './serverDoc';
import type { DocumentLog } from './store/DocumentLog';
import { SeqNotRetainedError } from './store/SeqNotRetainedError';
import { StoredDesign } from './StoredDesign';
import { WireFrame } from './WireFrame';

/** Anyone in a room who hears what the others do. */
export interface RoomMember {
  /** False when the frame did not go out (the socket is closing, or its reader is too slow). */
  send(frame: WireFrame): boolean;
  /** Closes the member's socket with a code that tells its client what to do next. */
  end(code: number, reason: string): void;
}

/** What every room of one server shares. */
export interface RoomContext {
  store: DocumentLog;
  bus: RoomBus;
  observer: Required<CollabObserver>;
  log: CollabLog;
  graceMs: number;
  resyncRetryMs: number;
  /** A loaded room whose document nobody used for this long lets it sleep as bytes; 0 never. */
  dormantAfterMs: number;
}

/**
 * Changes another instance appended, heard over the bus or read from the log's tail: shared with this
 * instance's clients, never appended or published again.
 */
const REMOTE_ORIGIN = Symbol('remote');
/** Changes the server makes itself (`applyServerChange`): everyone here hears them, the sender being nobody. */
const SERVER_ORIGIN = Symbol('server-change');
/** Presence removed because its connection left: local news, so the other instances must hear it too. */
const LEAVE_ORIGIN = Symbol('leave');

/**
 * One save's live document and presence, shared by every connection to that save on this instance,
 * and kept in step with the same room on other instances through the bus. It lives while anyone holds
 * it: connections hold it until their pending appends have finished, not just while open, and it
 * stays `graceMs` longer so that a reconnecting client does not reload it.
 */
export class Room {
  private readonly document = new DormantCapableDocument();
  /**
   * Presence needs a document only for a client id of its own, which the server never uses (it has no
   * presence); a tiny document of its own lets the design's document sleep while people watch.
   */
  private readonly presenceDoc = serverDoc();
  readonly awareness = new awarenessProtocol.Awareness(this.presenceDoc);
  /** Rejects when the document cannot be served (load failed, or written by a newer version). */
  readonly ready: Promise<void>;
  /**
   * The highest seq this room knows to be durable: its load's head, its own committed appends, other
   * instances' updates and log tails. Seqs below it may still be on their way here. Once `whenDurable()`
   * resolves, nothing the room held when it was called lies beyond it.
   */
  durableSeq = 0;
  /** The encoded document's size at load plus every update applied since: an upper bound. */
  byteSize = 0;
  private readonly presence = new Map<RoomMember, number | null>();
  private readonly presenceHolders = new Map<number, RoomMember>();
  private readonly presenceOwners = new PresenceOwners();
  private readonly subscribing: Promise<RoomBusSubscription>;
  private subscription: RoomBusSubscription | null = null;
  private readonly publishing = new Set<Promise<void>>();
  private publishFailing = false;
  private holds = 0;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private loaded = false;
  private destroyed = false;
  private leaving: Promise<void> | null = null;
  private serverChanges: Promise<unknown> = Promise.resolve();
  /**
   * Resolves once every accepted update so far is durable (server changes and migrations are durable
   * before the room holds them); rejects for good once one failed, when the room is unloading anyway.
   */
  private appendsSettled: Promise<unknown> = Promise.resolve();
  private gapSince: number | null = null;
  private resyncing: Promise<void> | null = null;
  private stopRetryWait: (() => void) | null = null;
  private dormancyCheck: ReturnType<typeof setInterval> | null = null;
  /**
   * Greetings shared by every joiner until the document changes: the sync step 1 frame, and the frames
   * answering a client that holds nothing (a first visit; see syncStep2Frames). A join storm encodes
   * each once per room instead of once per socket. The whole state is let go when the document sleeps; the state
   * vector is small and stays.
   */
  private stateVectorFrame: WireFrame | null = null;
  private wholeStateFrames: readonly WireFrame[] | null = null;

  constructor(
    readonly saveId: string,
    private readonly context: RoomContext,
    private readonly onDestroy: (room: Room, leaving: Promise<void>) => void,
  ) {
    // The server has no presence of its own; only clients' states are relayed.
    this.awareness.setLocalState(null);
    this.awareness.on('update', this.shareAwareness);
    this.awareness.on('update', this.rememberPresenceOwners);
    // Subscribed before the log is read, so that nothing appended meanwhile falls between the two.
    this.subscribing = context.bus.subscribe(saveId, this.busListener);
    this.ready = this.load();
    // Forgotten at once so that the next joiner retries the load instead of sharing this failure.
    this.ready.catch(() => this.destroy());
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /**
   * The live document; one still served from the log's bytes, or sleeping, is built first (see
   * DormantCapableDocument), synchronously, so that the change that asked for it is applied next.
   */
  get doc(): Y.Doc {
    const { isAsleep, isUnbuilt } = this.document;
    if (!isAsleep && !isUnbuilt) return this.document.doc;
    const started = performance.now();
    const doc = this.document.doc;
    const ms = Math.round(performance.now() - started);
    this.context.log(isAsleep ? 'room-woke' : 'room-built', { saveId: this.saveId, ms });
    return doc;
  }

  get isDormant(): boolean {
    return this.document.isAsleep;
  }

  /** Keeps the room in memory until the matching `release`. */
  hold(): void {
    this.holds += 1;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  release(): void {
    this.holds -= 1;
    if (this.holds > 0 || this.destroyed) return;
    if (this.context.graceMs <= 0) {
      void this.destroy();
      return;
    }
    this.idleTimer = setTimeout(() => void this.destroy(), this.context.graceMs);
    this.idleTimer.unref();
  }

  /** Starts broadcasting to the member; the caller holds the room for as long as it is joined. */
  join(member: RoomMember): void {
    this.presence.set(member, null);
  }

  /** Stops broadcasting to the member and drops the presence it controlled, here and on other instances. */
  leave(member: RoomMember): void {
    const clientId = this.presence.get(member);
    this.presence.delete(member);
    if (clientId === null || clientId === undefined) return;
    this.presenceHolders.delete(clientId);
    if (this.awareness.getStates().has(clientId)) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [clientId], LEAVE_ORIGIN);
    }
  }

  /**
   * Leaves memory and the bus. Resolves once the room's last presence publications went out and it has
   * unsubscribed, so that a server closing its bus afterwards cuts nothing off.
   */
  destroy(): Promise<void> {
    if (this.leaving) return this.leaving;
    this.destroyed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.dormancyCheck) clearInterval(this.dormancyCheck);
    this.stopRetryWait?.();
    this.awareness.off('update', this.shareAwareness);
    this.awareness.off('update', this.rememberPresenceOwners);
    this.awareness.destroy();
    this.presenceDoc.destroy();
    this.document.destroy();
    if (this.loaded) this.context.observer.roomUnloaded(this.saveId);
    this.leaving = this.leaveBus();
    this.onDestroy(this, this.leaving);
    return this.leaving;
  }

  /**
   * A client's update, already checked: applied and broadcast at once (the frame as it came when it is
   * an update message: nothing is re-encoded per update or per socket), then appended to the log in the
   * order it was applied (the store commits every append that arrived during its previous commit in one
   * transaction). Resolves with its seq once durable; only then may its author be acknowledged. A failed
   * append closes every connection with 1011 and unloads the room, because its document now holds a
   * change the log lacks: a joiner reloads from the log and the authors resend what it misses.
   */
  accept(
    update: Uint8Array,
    frame: Uint8Array | null,
    origin: RoomMember,
    author: string | null,
  ): Promise<number> {
    // Forgotten first: an update that fails halfway may still have changed the document.
    this.forgetGreetings();
    Y.applyUpdate(this.doc, update, origin);
    this.byteSize += update.byteLength;
    this.broadcast(frame ?? updateFrame(update), origin);
    const durable = this.append(update, author);
    durable.catch((error: unknown) => {
      this.context.observer.updateRefused(this.saveId, 'append-failed');
      this.loseDurability(error);
    });
    // Chained rather than replaced: should a writer fail over, a later commit could land before an earlier one.
    const settled = this.appendsSettled.then(() => durable);
    settled.catch(() => undefined);
    this.appendsSettled = settled;
    return durable;
  }

  /**
   * Resolves with `durableSeq` once every change the room holds now is durable, for acknowledging a frame
   * that changed nothing; rejects when one of those appends failed.
   */
  whenDurable(): Promise<number> {
    return this.appendsSettled.then(() => this.durableSeq);
  }

  /**
   * Appends, then shares the update with the other instances (without waiting for the bus: the update
   * is in the log, and an instance that misses it finds it there).
   */
  private append(update: Uint8Array, author: string | null): Promise<number> {
    const started = performance.now();
    const durable = this.context.store.appendUpdate(this.saveId, update, author).then((seq) => {
      this.context.observer.appendLatency(this.saveId, performance.now() - started);
      this.context.observer.updateAccepted(this.saveId, update.byteLength);
      this.noteDurable(seq);
      const { subscription } = this;
      if (subscription) this.publish(() => subscription.publishUpdate(seq, update));
      return seq;
    });
    return durable;
  }

  private loseDurability(error: unknown): void {
    if (this.destroyed) return;
    this.context.log('append-failed', { saveId: this.saveId, error: String(error) });
    for (const member of [...this.presence.keys()]) {
      member.end(CloseCode.internalError, 'A change could not be saved; reconnect to resend it');
    }
    void this.destroy();
  }

  /**
   * Runs `change` on a copy of the live document and makes what it changed durable, then shared. Unlike
   * a client's update, whose author keeps it and resends it after a crash, a server change has nobody to
   * resend it, so nothing of it reaches a client before the log has it: a change made on the live
   * document would be visible while its append could still fail. Server changes of one room run one at
   * a time, each seeing the ones before it.
   */
  applyServerChange(change: (doc: Y.Doc) => void, author: string | null): Promise<number | null> {
    const result = this.serverChanges.then(() => this.makeServerChange(change, author));
    this.serverChanges = result.catch(() => undefined);
    return result;
  }

  /** The client id whose presence the member controls, or null until it announced one. */
  presenceOf(member: RoomMember): number | null {
    return this.presence.get(member) ?? null;
  }

  /**
   * True when another connection, here or on another instance, already speaks for the client id, or
   * when it first spoke for another user than `userId` (the member's) since the room loaded.
   */
  isPresenceHeldByAnother(clientId: number, member: RoomMember, userId: string | null): boolean {
    const holder = this.presenceHolders.get(clientId);
    if (holder !== undefined) return holder !== member;
    // Local states leave with their connection, so a state nobody here holds is another instance's client.
    if (this.awareness.getStates().has(clientId)) return true;
    return this.presenceOwners.ownedByAnother(clientId, userId);
  }

  /** Applies a presence update already filtered to the member's one client id, binding the member to it. */
  applyPresence(clientId: number, update: Uint8Array | null, member: RoomMember): void {
    if (!this.presence.has(member)) return;
    this.presence.set(member, clientId);
    this.presenceHolders.set(clientId, member);
    if (update) awarenessProtocol.applyAwarenessUpdate(this.awareness, update, member);
  }

  /** The room's state vector as sync step 1; a sleeping document answers without waking. */
  syncStep1Frame(): WireFrame {
    this.stateVectorFrame ??= syncFrame(sync.messageYjsSyncStep1, this.document.stateVector());
    return this.stateVectorFrame;
  }

  /**
   * What a client holding `stateVector` lacks, ending with sync step 2. A document served from the log's
   * bytes or sleeping answers without being built; the answer for a client holding nothing is kept until
   * the document changes. That answer is one frame, or for a design served as stored, its merged tail
   * as an update frame and then the snapshot as step 2 (see StoredDesign).
   */
  syncStep2Frames(stateVector: Uint8Array): readonly WireFrame[] {
    if (!isEmptyStateVector(stateVector)) {
      return [syncFrame(sync.messageYjsSyncStep2, this.document.encodeStateAsUpdate(stateVector))];
    }
    if (this.wholeStateFrames) return this.wholeStateFrames;
    const updates = this.document.wholeState();
    const frames = updates.map((update, index) =>
      index === updates.length - 1
        ? syncFrame(sync.messageYjsSyncStep2, update)
        : WireFrame.of(updateFrame(update)),
    );
    // Kept only while awake: a sleeping room holds a few kilobytes, not the whole encoded design.
    if (!this.document.isAsleep) this.wholeStateFrames = frames;
    return frames;
  }

  /** Called after every change to the document: the greetings encoded before it are stale. */
  private forgetGreetings(): void {
    this.stateVectorFrame = null;
    this.wholeStateFrames = null;
  }

  /** Every current presence state, or null when nobody has one. */
  awarenessFrame(): WireFrame | null {
    const clients = [...this.awareness.getStates().keys()];
    return clients.length === 0 ? null : awarenessFrame(this.awareness, clients);
  }

  private async load(): Promise<void> {
    const subscription = await this.subscribing;
    this.subscription = subscription;
    const { store } = this.context;
    // The head is read before the updates, so that the room never claims a seq it may not hold.
    const head = await store.lastSeq(this.saveId);
    const updates = await store.loadUpdates(this.saveId);
    const stored = this.readStored(updates);
    if (stored?.isUpToDate) {
      // Nothing to migrate: joiners are served the stored bytes, and the document is built on its first change.
      this.document.serveStored(stored);
      this.byteSize = stored.byteLength;
      this.noteDurable(head);
      subscription.caughtUp(head);
    } else {
      await this.buildAndMigrate(updates, head, subscription);
    }
    this.loaded = true;
    this.watchForDormancy();
    this.context.observer.roomLoaded(this.saveId);
    // Presence is not in the log: the other instances tell a newcomer theirs.
    this.publish(() => subscription.requestPresence());
  }

  /**
   * The stored design, when the room may be served from it: something is stored, and nothing reached
   * the document while the log was read (an update heard on the bus is applied at once). Null when the
   * document must be built; a design the bytes cannot be read from is built too, and fails there if it
   * is broken.
   */
  private readStored(updates: readonly Uint8Array[]): StoredDesign | null {
    if (updates.length === 0 || !this.document.isEmpty) return null;
    try {
      return StoredDesign.read(updates);
    } catch (error) {
      this.context.log('stored-design-unreadable', { saveId: this.saveId, error: String(error) });
      return null;
    }
  }

  /** Builds the document from the log and migrates it, the migration durable before anyone is greeted. */
  private async buildAndMigrate(
    updates: readonly Uint8Array[],
    head: number,
    subscription: RoomBusSubscription,
  ): Promise<void> {
    Y.transact(
      this.doc,
      () => {
        for (const update of updates) Y.applyUpdate(this.doc, update);
      },
      this,
    );
    const migrations: Uint8Array[] = [];
    const capture = (update: Uint8Array, origin: unknown) => {
      if (origin === MIGRATION_ORIGIN) migrations.push(update);
    };
    this.doc.on('update', capture);
    const result = migrateDoc(this.doc);
    this.doc.off('update', capture);
    if (result.status === 'tooNew') {
      throw new RoomUnavailable(
        CloseCode.reloadRequired,
        'This design was saved by a newer version of KitchenSync; reload the page',
        `newer kinds: ${result.newerKinds.join(', ')}`,
      );
    }
    if (result.status === 'invalidVersions') {
      throw new RoomUnavailable(
        CloseCode.internalError,
        'This design’s version record is unreadable',
        'invalid schema versions',
      );
    }
    this.noteDurable(head);
    subscription.caughtUp(head);
    // Durable before anyone is served, like every other change: a client must never see an unsaved migration.
    for (const update of migrations) await this.append(update, null);
    // The size check needs the encoded state once; the first joiner holding nothing is served the same bytes.
    const wholeState = Y.encodeStateAsUpdate(this.doc);
    this.byteSize = wholeState.byteLength;
    this.forgetGreetings();
    this.wholeStateFrames = [syncFrame(sync.messageYjsSyncStep2, wholeState)];
  }

  private async makeServerChange(
    change: (doc: Y.Doc) => void,
    author: string | null,
  ): Promise<number | null> {
    await this.ready;
    if (this.destroyed) throw new Error(`The room of save ${this.saveId} has closed`);
    const draft = new Y.Doc({ guid: this.doc.guid });
    const made: Uint8Array[] = [];
    try {
      Y.applyUpdate(draft, Y.encodeStateAsUpdate(this.doc));
      draft.on('update', (update: Uint8Array) => made.push(update));
      Y.transact(
        draft,
        () => {
          const returned: unknown = change(draft);
          // What an async change did after its first await would be lost without a word.
          if (returned instanceof Promise) throw new Error('A server change must be synchronous');
        },
        SERVER_ORIGIN,
      );
    } finally {
      draft.destroy();
    }
    if (made.length === 0) return null;
    const update = made.length === 1 ? made[0]! : Y.mergeUpdates(made);
    const seq = await this.append(update, author);
    if (!this.destroyed) {
      this.forgetGreetings();
      Y.applyUpdate(this.doc, update, SERVER_ORIGIN);
      this.byteSize += update.byteLength;
      this.broadcast(updateFrame(update), SERVER_ORIGIN);
    }
    return seq;
  }

  /**
   * Checks every `dormantAfterMs` rather than re-arming a timer on each use, which would put a timer
   * call on every update; a quiet document therefore sleeps between one and two periods after its last use.
   */
  private watchForDormancy(): void {
    const { dormantAfterMs } = this.context;
    if (dormantAfterMs <= 0) return;
    this.dormancyCheck = setInterval(() => {
      if (this.destroyed || this.document.isAsleep) return;
      if (performance.now() - this.document.lastUsedAt < dormantAfterMs) return;
      this.document.sleep();
      this.wholeStateFrames = null;
      this.context.log('room-slept', { saveId: this.saveId, bytes: this.document.sleepingBytes });
    }, dormantAfterMs);
    this.dormancyCheck.unref();
  }

  private noteDurable(seq: number): void {
    if (seq > this.durableSeq) this.durableSeq = seq;
  }

  private readonly busListener: RoomBusListener = {
    onUpdate: ({ seq, update }) => this.applyRemote([update], seq),
    onPresence: ({ update }) => this.applyRemotePresence(update),
    onPresenceRequest: () => this.sharePresence(),
    // Every client, viewers included, refetches the name the api now holds.
    onSaveDetailsChanged: () => {
      for (const member of this.presence.keys()) member.send(SAVE_DETAILS_CHANGED_FRAME);
    },
    // Every client hears it; only those whose catalogue account it is refetch (a trigger, no prices).
    onCataloguePricesChanged: (_saveId, accountId) => {
      const frame = cataloguePricesChangedFrame(accountId);
      for (const member of this.presence.keys()) member.send(frame);
    },
    onGap: (_saveId, lastSeenSeq) => this.resyncAfter(lastSeenSeq),
  };

  /**
   * Applies what other instances appended, up to `seq`, in one transaction, and sends it on as one frame.
   * A log tail (several updates, possibly the whole log after a trim) is sent as what it changed here,
   * not as everything it holds.
   */
  private applyRemote(updates: readonly Uint8Array[], seq: number): void {
    if (this.destroyed) return;
    let changed: Uint8Array;
    try {
      if (updates.length === 1) {
        changed = updates[0]!;
        Y.applyUpdate(this.doc, changed, REMOTE_ORIGIN);
      } else {
        const before = Y.encodeStateVector(this.doc);
        const merged = Y.mergeUpdates([...updates]);
        Y.applyUpdate(this.doc, merged, REMOTE_ORIGIN);
        changed = Y.diffUpdate(merged, before);
      }
    } catch (error) {
      // It may have changed the document before failing.
      this.forgetGreetings();
      this.context.log('remote-update-failed', { saveId: this.saveId, seq, error: String(error) });
      return;
    }
    this.forgetGreetings();
    for (const update of updates) this.byteSize += update.byteLength;
    this.noteDurable(seq);
    this.broadcast(updateFrame(changed), REMOTE_ORIGIN);
  }

  private applyRemotePresence(update: Uint8Array): void {
    // Until then there is nobody to tell; the request made at the end of the load fetches it all again.
    if (this.destroyed || !this.loaded) return;
    try {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, update, REMOTE_ORIGIN);
    } catch (error) {
      this.context.log('remote-presence-failed', { saveId: this.saveId, error: String(error) });
    }
  }

  /** Answers another instance's request with the presence of this instance's clients. */
  private sharePresence(): void {
    const { subscription } = this;
    if (this.destroyed || !subscription) return;
    const states = this.awareness.getStates();
    const clients = [...this.presenceHolders.keys()].filter((clientId) => states.has(clientId));
    if (clients.length === 0) return;
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients);
    this.publish(() => subscription.publishPresence(update));
  }

  /** Gaps reported while a resync runs are folded into the next pass, from the lowest seq asked for. */
  private resyncAfter(lastSeenSeq: number): void {
    this.gapSince = this.gapSince === null ? lastSeenSeq : Math.min(this.gapSince, lastSeenSeq);
    this.resyncing ??= this.resync().finally(() => {
      this.resyncing = null;
    });
  }

  private async resync(): Promise<void> {
    try {
      await this.ready;
    } catch {
      return;
    }
    while (this.gapSince !== null && !this.destroyed) {
      const since = this.gapSince;
      this.gapSince = null;
      try {
        await this.catchUp(since);
      } catch (error) {
        if (this.destroyed) return;
        // Nobody reports this gap again, so the room keeps trying until the log answers.
        this.context.log('resync-failed', { saveId: this.saveId, since, error: String(error) });
        this.gapSince = Math.min(this.gapSince ?? since, since);
        await this.waitBeforeRetry();
      }
    }
  }

  private async catchUp(since: number): Promise<void> {
    const { store } = this.context;
    let head: number;
    try {
      const tail = await store.loadTailSince(this.saveId, since);
      head = tail.at(-1)?.seq ?? since;
      if (tail.length > 0)
        this.applyRemote(
          tail.map((entry) => entry.update),
          head,
        );
    } catch (error) {
      if (!(error instanceof SeqNotRetainedError)) throw error;
      // Compaction trimmed part of what was missed: replay the whole log, which Yjs merges idempotently.
      head = await store.lastSeq(this.saveId);
      const updates = await store.loadUpdates(this.saveId);
      this.applyRemote(updates, head);
    }
    const { subscription } = this;
    if (this.destroyed || !subscription) return;
    subscription.caughtUp(head);
    // Presence lost with the same messages is not in the log; the others tell it again.
    this.publish(() => subscription.requestPresence());
  }

  private waitBeforeRetry(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.stopRetryWait = null;
        resolve();
      };
      const timer = setTimeout(done, this.context.resyncRetryMs);
      timer.unref();
      this.stopRetryWait = done;
    });
  }

  /** Lets a bus call run on its own; a failure is logged once per outage, since the log covers for it. */
  private publish(send: () => Promise<void>): void {
    let sending: Promise<void>;
    try {
      sending = send();
    } catch (error) {
      sending = Promise.reject(error);
    }
    const settled: Promise<void> = sending
      .then(
        () => {
          this.publishFailing = false;
        },
        (error: unknown) => {
          if (!this.publishFailing && !this.destroyed)
            this.context.log('bus-publish-failed', { saveId: this.saveId, error: String(error) });
          this.publishFailing = true;
        },
      )
      .finally(() => this.publishing.delete(settled));
    this.publishing.add(settled);
  }

  private async leaveBus(): Promise<void> {
    // The removals of the last clients' presence must go out before the room stops talking to the bus.
    await Promise.allSettled([...this.publishing, this.resyncing]);
    let subscription: RoomBusSubscription;
    try {
      subscription = await this.subscribing;
    } catch {
      return;
    }
    try {
      await subscription.unsubscribe();
    } catch (error) {
      this.context.log('bus-unsubscribe-failed', { saveId: this.saveId, error: String(error) });
    }
  }

  /**
   * Sends an update frame, framed for the wire once, to every member but the one it came from. The room
   * relays the bytes it was given rather than listening to the document's 'update' event: with no such
   * listener Yjs does not re-encode every transaction, and a client's update frame goes out as it came in.
   */
  private broadcast(message: Uint8Array, origin: unknown): void {
    const frame = WireFrame.of(message);
    let delivered = 0;
    for (const member of this.presence.keys()) {
      if (member !== origin && member.send(frame)) delivered += 1;
    }
    this.context.observer.updateDelivered(this.saveId, delivered);
  }

  private readonly shareAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    const changed = [...added, ...updated, ...removed];
    // Echoed to the sender too: the stock client counts its own heartbeats as signs of a live server.
    const frame = awarenessFrame(this.awareness, changed);
    for (const member of this.presence.keys()) member.send(frame);
    // Only what this instance's clients said: remote states came from the bus, and timeouts happen everywhere.
    const local = origin === LEAVE_ORIGIN || this.presence.has(origin as RoomMember);
    const { subscription } = this;
    if (local && subscription && !this.destroyed) {
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
      this.publish(() => subscription.publishPresence(update));
    }
  };

  /** Every state here, local or from another instance, was stamped with its connection's ticket. */
  private readonly rememberPresenceOwners = ({ added, updated }: { added: number[]; updated: number[] }) => {
    const states = this.awareness.getStates();
    const isSpokenFor = (clientId: number) => this.presenceHolders.has(clientId) || states.has(clientId);
    for (const clientId of [...added, ...updated]) {
      this.presenceOwners.remember(clientId, states.get(clientId), isSpokenFor);
    }
  };
}

const SAVE_DETAILS_CHANGED_FRAME = (() => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.saveDetailsChanged);
  return WireFrame.of(encoding.toUint8Array(encoder));
})();
function cataloguePricesChangedFrame(accountId: string): WireFrame {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.cataloguePricesChanged);
  encoding.writeVarString(encoder, accountId);
  return WireFrame.of(encoding.toUint8Array(encoder));
}

function syncFrame(syncType: number, payload: Uint8Array): WireFrame {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.sync);
  encoding.writeVarUint(encoder, syncType);
  encoding.writeVarUint8Array(encoder, payload);
  return WireFrame.of(encoding.toUint8Array(encoder));
}

function updateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.sync);
  sync.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

function awarenessFrame(awareness: awarenessProtocol.Awareness, clients: number[]): WireFrame {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MessageType.awareness);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return WireFrame.of(encoding.toUint8Array(encoder));
}
