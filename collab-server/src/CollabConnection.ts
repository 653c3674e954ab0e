import { canEdit, type CollabTicketClaims } from '@kitchensync/schemas';
import * as encoding from 'lib0/encoding';
import * as auth from 'y-protocols/auth';
import type WebSocket from 'ws';
import { CloseCode } from './CloseCode';
import type { CollabLog } from './CollabLog';
import { decodeClientMessage, type ClientMessage } from './decodeClientMessage';
import type { DocumentStore } from './DocumentStore';
import { isRedundantUpdate } from './isRedundantUpdate';
import { MessageType } from './MessageType';
import type { Room, RoomMember } from './Room';

/**
 * One client's socket in a room. Frames are acted on strictly one after another, so that an update
 * awaiting its append is never overtaken by a later frame from the same client.
 */
export class CollabConnection implements RoomMember {
  /** Cleared by every ping and set again by the pong; a socket still false at the next ping is dead. */
  alive = true;
  private queue: Promise<void>;
  private stopped = false;
  private toldWriteDenied = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly room: Room,
    private readonly claims: CollabTicketClaims,
    private readonly store: DocumentStore,
    private readonly log: CollabLog,
  ) {
    room.hold(this);
    this.queue = room.ready.then(
      () => this.greet(),
      (error: unknown) => {
        this.log('room-load-failed', { ...this.who(), error: String(error) });
        this.stop(CloseCode.tryAgainLater, 'The design could not be loaded; retry');
      },
    );
  }

  receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.stopped) return;
    if (!isBinary) {
      this.stop(CloseCode.unsupportedData, 'Binary frames only');
      return;
    }
    const frame = toUint8Array(data);
    this.queue = this.queue
      .then(() => this.act(frame))
      .catch((error: unknown) => {
        this.log('message-failed', { ...this.who(), error: String(error) });
        this.stop(CloseCode.internalError, 'Internal error');
      });
  }

  /**
   * Called once the socket has closed; resolves when the frames already received have been acted on
   * (their appends included) and the room has been let go.
   */
  closed(): Promise<void> {
    this.room.leave(this);
    return this.queue.finally(() => this.room.release());
  }

  send(frame: Uint8Array): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  private greet(): void {
    if (this.stopped) return;
    this.send(this.room.syncStep1Frame());
    const presence = this.room.awarenessFrame();
    if (presence) this.send(presence);
  }

  private async act(frame: Uint8Array): Promise<void> {
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
        this.send(this.room.syncStep2Frame(message.stateVector));
        return;
      case 'update':
        await this.acceptUpdate(message.update);
        return;
      case 'awareness':
        try {
          this.room.applyAwarenessUpdate(message.update, this);
        } catch (error) {
          this.malformed(error);
        }
        return;
      case 'queryAwareness': {
        const presence = this.room.awarenessFrame();
        if (presence) this.send(presence);
        return;
      }
      case 'auth':
        // Clients have nothing to tell the server through auth messages.
        return;
    }
  }

  private async acceptUpdate(update: Uint8Array): Promise<void> {
    let redundant: boolean;
    try {
      redundant = isRedundantUpdate(this.room.doc, update);
    } catch (error) {
      this.malformed(error);
      return;
    }
    // Every client answers the server's sync step 1 with its state, so only a change counts as a write.
    if (redundant) return;
    if (!canEdit(this.claims.role)) {
      this.denyWrite();
      return;
    }
    try {
      await this.store.appendUpdate(this.room.saveId, update, this.claims.userId);
    } catch (error) {
      // Closing makes the client reconnect and resend its state as sync step 2, so nothing is lost.
      this.log('append-failed', { ...this.who(), error: String(error) });
      this.stop(CloseCode.internalError, 'The change could not be saved; retry');
      return;
    }
    try {
      this.room.applyUpdate(update, this);
    } catch (error) {
      this.log('apply-failed', { ...this.who(), error: String(error) });
      this.stop(CloseCode.internalError, 'The change could not be applied');
    }
  }

  private denyWrite(): void {
    if (this.toldWriteDenied) return;
    this.toldWriteDenied = true;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.auth);
    auth.writePermissionDenied(encoder, 'You can only view this design');
    this.send(encoding.toUint8Array(encoder));
  }

  private malformed(error: unknown): void {
    this.log('malformed-message', { ...this.who(), error: String(error) });
    this.stop(CloseCode.invalidPayload, 'Malformed message');
  }

  private stop(code: number, reason: string): void {
    this.stopped = true;
    this.ws.close(code, reason);
  }

  private who(): Record<string, unknown> {
    return { saveId: this.room.saveId, userId: this.claims.userId, role: this.claims.role };
  }
}

function toUint8Array(data: WebSocket.RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return new Uint8Array(data);
}
