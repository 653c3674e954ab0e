/** FIN set, opcode 2 (binary): every message this server sends is one whole binary frame. */
const FIN_BINARY = 0x82;

/**
 * One message as the bytes a server puts on the wire for it: an unmasked, unfragmented binary WebSocket
 * frame (RFC 6455 §5.2), header and payload in one buffer. A broadcast is framed once per room and the
 * same bytes are written to every socket; `ws.send` would frame it again for each one, and write it as
 * two chunks (header, then payload) through a corked stream, which cost more than the write itself.
 */
export class WireFrame {
  private constructor(readonly bytes: Buffer) {}

  static of(message: Uint8Array): WireFrame {
    const length = message.byteLength;
    const headerBytes = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
    const bytes = Buffer.allocUnsafe(headerBytes + length);
    bytes[0] = FIN_BINARY;
    if (length < 126) {
      bytes[1] = length;
    } else if (length < 0x10000) {
      bytes[1] = 126;
      bytes.writeUInt16BE(length, 2);
    } else {
      bytes[1] = 127;
      bytes.writeBigUInt64BE(BigInt(length), 2);
    }
    bytes.set(message, headerBytes);
    return new WireFrame(bytes);
  }
}
