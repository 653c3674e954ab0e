import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';

/** Hocuspocus 2+ names the document at the head of every frame and answers sync step 1 with this type. */
const HOCUSPOCUS_SYNC_REPLY = 4;
const HOCUSPOCUS_AUTH = 2;
const Y_SYNC = 0;

type Listener<E> = ((event: E) => void) | null;

/**
 * A WebSocket for the stock y-websocket client that speaks Hocuspocus's framing: Hocuspocus 2 and 3
 * multiplex documents over one socket, so each frame starts with the document name and the first frame
 * must be an auth message. The translation runs in the client process, so the server does exactly what
 * it does for its own provider and the cost lands on the client side of the benchmark.
 */
export class HocuspocusFramingSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  binaryType = 'arraybuffer';
  onopen: Listener<unknown> = null;
  onmessage: Listener<{ data: ArrayBuffer }> = null;
  onclose: Listener<{ code: number; reason: string }> = null;
  onerror: Listener<unknown> = null;
  private readonly socket: WebSocket;
  private readonly documentName: string;

  constructor(url: string) {
    const parsed = new URL(url);
    this.documentName = decodeURIComponent(parsed.pathname.split('/').pop() ?? '');
    this.socket = new WebSocket(url);
    this.socket.binaryType = 'nodebuffer';
    this.socket.on('open', () => {
      const auth = encoding.createEncoder();
      encoding.writeVarString(auth, this.documentName);
      encoding.writeVarUint(auth, HOCUSPOCUS_AUTH);
      encoding.writeVarUint(auth, 0);
      encoding.writeVarString(auth, '');
      this.socket.send(encoding.toUint8Array(auth));
      this.onopen?.({});
    });
    this.socket.on('message', (data: Buffer) => this.receive(data));
    this.socket.on('close', (code, reason) => this.onclose?.({ code, reason: reason.toString() }));
    this.socket.on('error', (error) => this.onerror?.(error));
  }

  get readyState(): number {
    return this.socket.readyState;
  }

  send(data: Uint8Array | ArrayBuffer): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, this.documentName);
    encoding.writeUint8Array(encoder, data instanceof Uint8Array ? data : new Uint8Array(data));
    this.socket.send(encoding.toUint8Array(encoder));
  }

  close(): void {
    this.socket.close();
  }

  private receive(data: Buffer): void {
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    decoding.readVarString(decoder);
    const bodyStart = decoder.pos;
    const type = decoding.readVarUint(decoder);
    // The "authenticated" reply has no y-websocket meaning, and its auth subtype would read as a denial.
    if (type === HOCUSPOCUS_AUTH) return;
    let body = data.subarray(bodyStart);
    if (type === HOCUSPOCUS_SYNC_REPLY) {
      const rest = data.subarray(decoder.pos);
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, Y_SYNC);
      encoding.writeUint8Array(encoder, rest);
      body = Buffer.from(encoding.toUint8Array(encoder));
    }
    const copy = body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer;
    this.onmessage?.({ data: copy });
  }
}
