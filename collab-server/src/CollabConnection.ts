import { canEdit, type CollabTicketClaims } from '@kitchensync/schemas';
import * as encoding from 'lib0/encoding';
import * as auth from 'y-protocols/auth';
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import { CloseCode } from './CloseCode';
import type { CollabLog } from './CollabLog';
import type { CollabObserver, UpdateRefusal } from './CollabObserver';
import type { CollabSettings } from './CollabSettings';
import { decodeClientMessage, type ClientMessage } from './decodeClientMessage';
import { inspectUpdate } from './inspectUpdate';
import { isEmptyUpdate } from './isEmptyUpdate';
import { MessageType } from './MessageType';
import { presenceColor } from './presenceColor';
import type { Room, RoomMember } from './Room';
import { RoomUnavailable } from './RoomUnavailable';
import { stampPresence, type PresenceIdentity } from './stampPresence';
import { TokenBucket } from './TokenBucket';
import { WireFrame } from './WireFrame';

/** What every connection of one server shares. */
export interface ConnectionContext {
  log: CollabLog;
  settings: CollabSettings;
  observer: Required<CollabObserver>;
}

/** The top-level map holding the schema version vector; only the server's migrations may write it. */
const META_MAP = 'meta';

/**
 * One client's socket in a room. Frames are acted on strictly one after another, as they arrive once
 * the room is ready (queued until then); acknowledgements follow in the same order, each when the
 * commit holding its change is durable, which is what lets a client pair each one with its frame.
 */
export class CollabConnection implements RoomMember {
  /** Cleared by every ping and set again by the pong; a socket still false at the next ping is dead. */
  alive = true;
  /** Frames received before the room was ready, acted on in order once it is. */
  private queue: Promise<void>;
  /** Frames still waiting in `queue`; while any does, later frames must queue behind them. */
  private queued = 0;
  private greeted = false;
  /** Settles after the last acknowledgement owed so far went out (or will never go out). */
  private acks: Promise<void> = Promise.resolve();
  private stopped = false;
  private toldWriteDenied = false;
  private readonly rate: TokenBucket;
  private readonly identity: PresenceIdentity;

  constructor(
    private readonly ws: WebSocket,
    /**
     * The upgraded socket `ws` speaks over. Frames are written to it ready-made: with no extension
     * negotiated (the server offers none), `ws.send` would write the same bytes, framed per socket.
     */
    private readonly socket: Duplex,
    private readonly room: Room,
    readonly claims: CollabTicketClaims,
    /** When the api issued the ticket this socket was opened with (epoch ms), for revocations. */
    readonly issuedAtMs: number,
    private readonly context: ConnectionContext,
  ) {
    this.rate = new TokenBucket(context.settings.framesPerSecond, context.settings.frameBurst);
    this.identity = {
      userId: claims.userId,
      name: claims.name,
      role: claims.role,
      color: claims.color ?? presenceColor(claims.userId ?? claims.name),
    };
    room.hold();
    room.join(this);
    this.queue = room.ready.then(
      () => this.greet(),
      (error: unknown) => {
        this.log('room-load-failed', { ...this.who(), error: String(error) });
        if (error instanceof RoomUnavailable) this.end(error.closeCode, error.closeReason);
        else this.end(CloseCode.tryAgainLater, 'The design could not be loaded; retry');
      },
    );
  }

  get saveId(): string {
    return this.room.saveId;
  }

  receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.stopped) return;
    if (!isBinary) {
      this.end(CloseCode.unsupportedData, 'Binary frames only');
      return;
    }
    // Checked on arrival, not in the queue, so that a flood cannot pile up work behind slow appends.
    if (!this.rate.take()) {
      this.log('rate-limited', this.who());
      this.end(CloseCode.policyViolation, 'Too many messages; slow down and reconnect');
      return;
    }
    const frame = toUint8Array(data);
    // Acting at once spares every frame of a live room a promise hop.
    if (this.greeted && this.queued === 0) {
      this.actSafely(frame);
      return;
    }
    this.queued += 1;
    this.queue = this.queue.then(() => {
      this.queued -= 1;
      this.actSafely(frame);
    });
  }

  /**
   * Called once the socket has closed; resolves when the frames already received have been acted on
   * (their appends included) and the room has been let go.
   */
  closed(): Promise<void> {
    this.room.leave(this);
    return this.queue.then(() => this.acks).finally(() => this.room.release());
  }

  /**
   * Resolves when every frame received so far has been acted on (an update's append durable or failed);
   * after `end`, that is all this connection will ever store.
   */
  settled(): Promise<void> {
    // Frames are applied on arrival and appended through group commits: wait for those commits too.
    return this.queue.then(() => this.acks);
  }

  send(frame: WireFrame): boolean {
    // Once a close has begun (CLOSING), nothing but the close frame may follow it on the wire.
    if (this.stopped || this.ws.readyState !== this.ws.OPEN) return false;
    // A client that does not read must not make the server hold an ever-growing copy of the room for it.
    if (this.ws.bufferedAmount > this.context.settings.maxBufferedBytes) {
      this.log('slow-reader', { ...this.who(), bufferedBytes: this.ws.bufferedAmount });
      this.end(CloseCode.tryAgainLater, 'Reading too slowly; reconnect');
      return false;
    }
    this.socket.write(frame.bytes);
    return true;
  }

  /** Closes the socket with the code that tells the client what to do next; later frames are ignored. */
  end(code: number, reason: string): void {
    this.stopped = true;
    this.ws.close(code, reason);
  }

  private greet(): void {
    this.greeted = true;
    if (this.stopped) return;
    this.send(this.room.syncStep1Frame());
    const presence = this.room.awarenessFrame();
    if (presence) this.send(presence);
  }

  private actSafely(frame: Uint8Array): void {
    try {
      this.act(frame);
    } catch (error) {
      this.log('message-failed', { ...this.who(), error: String(error) });
      this.end(CloseCode.internalError, 'Internal error');
    }
  }

  private act(frame: Uint8Array): void {
    if (this.stopped) return;
    let message: ClientMessage;
    try {
      message = decodeClientMessage(frame);
    } catch (error) {
      this.malformed(error);
      return;
    }
    switch (message.kind) {
      case 'syncStep1':
        for (const answer of this.room.syncStep2Frames(message.stateVector)) this.send(answer);
        return;
      case 'update':
        this.acceptUpdate(message.update, message.frame);
        return;
      case 'awareness':
        this.acceptPresence(message.update);
        return;
      case 'queryAwareness': {
        const presence = this.room.awarenessFrame();
        if (presence) this.send(presence);
        return;
      }
      case 'auth':
        return;
    }
  }

  private acceptUpdate(update: Uint8Array, frame: Uint8Array | null): void {
    // A joiner holding nothing answers the greeting with an empty update: judged without the document,
    // so that a sleeping room serves a reader without waking.
    if (isEmptyUpdate(update)) {
      this.acknowledgeOnceDurable(this.room.whenDurable());
      return;
    }
    let redundant: boolean;
    let touchesMeta: boolean;
    try {
      ({ redundant, touchesRoot: touchesMeta } = inspectUpdate(this.room.doc, update, META_MAP));
    } catch (error) {
      this.refused('malformed');
      this.malformed(error);
      return;
    }
    // Every client answers the server's sync step 1 with its state, so only a change counts as a write;
    // what it repeats is already durable, which the acknowledgement says.
    if (redundant) {
      this.acknowledgeOnceDurable(this.room.whenDurable());
      return;
    }
    if (!canEdit(this.claims.role)) {
      this.refused('viewer');
      this.denyWrite();
      return;
    }
    if (touchesMeta) {
      // Dropping the update alone would leave the client's later updates hanging off it forever.
      this.refused('meta-write');
      this.log('meta-write-refused', this.who());
      this.end(CloseCode.policyViolation, 'Changes to the design’s version record are not allowed');
      return;
    }
    const { maxDocumentBytes } = this.context.settings;
    if (this.room.byteSize + update.byteLength > maxDocumentBytes) {
      this.refused('document-too-large');
      this.log('document-too-large', { ...this.who(), bytes: this.room.byteSize + update.byteLength });
      this.end(
        CloseCode.messageTooBig,
        `The design has reached its size limit (${Math.floor(maxDocumentBytes / 1024 / 1024)} MB); the change was not saved`,
      );
      return;
    }
    let durable: Promise<number>;
    try {
      durable = this.room.accept(update, frame, this, this.claims.userId);
    } catch (error) {
      this.refused('apply-failed');
      this.log('apply-failed', { ...this.who(), error: String(error) });
      this.end(CloseCode.internalError, 'The change could not be applied');
      return;
    }
    this.acknowledgeOnceDurable(durable);
  }

  private acceptPresence(update: Uint8Array): void {
    let stamped;
    try {
      stamped = stampPresence(
        update,
        this.room.presenceOf(this),
        this.identity,
        this.context.settings.maxPresenceBytes,
        (clientId) => this.room.isPresenceHeldByAnother(clientId, this, this.claims.userId),
      );
    } catch (error) {
      this.malformed(error);
      return;
    }
    if (stamped.oversized > 0) this.log('presence-too-large', { ...this.who(), states: stamped.oversized });
    if (stamped.clientId !== null) this.room.applyPresence(stamped.clientId, stamped.update, this);
  }

  /**
   * Acks go out in the order of the frames they answer, each once the commit holding its change is
   * durable; the frames after it are acted on meanwhile. A failed append is the room's to answer: it
   * closes every connection (1011), so its author reconnects and resends.
   */
  private acknowledgeOnceDurable(durable: Promise<number>): void {
    this.acks = this.acks.then(() =>
      durable.then(
        (seq) => this.ack(seq),
        () => undefined,
      ),
    );
  }

  private ack(seq: number): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.ack);
    encoding.writeVarUint(encoder, seq);
    this.send(WireFrame.of(encoding.toUint8Array(encoder)));
  }

  private refused(reason: UpdateRefusal): void {
    this.context.observer.updateRefused(this.room.saveId, reason);
  }

  private denyWrite(): void {
    if (this.toldWriteDenied) return;
    this.toldWriteDenied = true;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.auth);
    auth.writePermissionDenied(encoder, 'You can only view this design');
    this.send(WireFrame.of(encoding.toUint8Array(encoder)));
  }

  private malformed(error: unknown): void {
    this.log('malformed-message', { ...this.who(), error: String(error) });
    this.end(CloseCode.invalidPayload, 'Malformed message');
  }

  private log(event: string, details: Record<string, unknown>): void {
    this.context.log(event, details);
  }

  private who(): Record<string, unknown> {
    return { saveId: this.room.saveId, userId: this.claims.userId, role: this.claims.role };
  }
}

/** A view of the received bytes, never a copy: the room relays the frame's own bytes onward. */
function toUint8Array(data: WebSocket.RawData): Uint8Array {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : data;
  return bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
}
