/**
 * Test pictures without any image library: real PNG files (stored, uncompressed deflate, so a
 * PNG's size follows its pixel count) and WebP headers of any size, for the thumbnail checks.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

const ascii = (text: string) => new TextEncoder().encode(text);

function uint32BigEndian(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([ascii(type), data]);
  return concat([uint32BigEndian(data.length), typed, uint32BigEndian(crc32(typed))]);
}

/** A zlib stream of stored blocks: valid for any decoder, no compression. */
function storedZlib(data: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; at < data.length || at === 0; at += 65535) {
    const part = data.subarray(at, at + 65535);
    const last = at + 65535 >= data.length ? 1 : 0;
    blocks.push(
      new Uint8Array([
        last,
        part.length & 0xff,
        part.length >> 8,
        ~part.length & 0xff,
        (~part.length >> 8) & 0xff,
      ]),
    );
    blocks.push(part);
    if (data.length === 0) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(uint32BigEndian(((b << 16) | a) >>> 0));
  return concat(blocks);
}

/** A valid light grey RGB PNG of `width` × `height` (3 bytes a pixel: 480 × 300 is about 430 KB). */
export function pngOf(width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rowLength = width * 3 + 1;
  const rows = new Uint8Array(rowLength * height).fill(0xc0);
  for (let row = 0; row < height; row += 1) rows[row * rowLength] = 0; // filter: none
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', storedZlib(rows)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

function riff(chunkType: string, payload: Uint8Array): Uint8Array {
  const chunkLength = new Uint8Array(4);
  new DataView(chunkLength.buffer).setUint32(0, payload.length, true);
  const body = concat([ascii('WEBP'), ascii(chunkType), chunkLength, payload]);
  const riffLength = new Uint8Array(4);
  new DataView(riffLength.buffer).setUint32(0, body.length, true);
  return concat([ascii('RIFF'), riffLength, body]);
}

/** A lossy (VP8) WebP header of `width` × `height`, padded to `length` bytes in all. */
export function lossyWebpOf(width: number, height: number, length = 40): Uint8Array {
  const payload = new Uint8Array(Math.max(20, length - 20));
  payload.set([0x9d, 0x01, 0x2a], 3);
  const view = new DataView(payload.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return riff('VP8 ', payload);
}

/** A lossless (VP8L) WebP header of `width` × `height`. */
export function losslessWebpOf(width: number, height: number): Uint8Array {
  const payload = new Uint8Array(12);
  payload[0] = 0x2f;
  new DataView(payload.buffer).setUint32(1, ((width - 1) | ((height - 1) << 14)) >>> 0, true);
  return riff('VP8L', payload);
}

/** An extended (VP8X) WebP header of `width` × `height`. */
export function extendedWebpOf(width: number, height: number): Uint8Array {
  const payload = new Uint8Array(12);
  payload.set([(width - 1) & 0xff, ((width - 1) >> 8) & 0xff, ((width - 1) >> 16) & 0xff], 4);
  payload.set([(height - 1) & 0xff, ((height - 1) >> 8) & 0xff, ((height - 1) >> 16) & 0xff], 7);
  return riff('VP8X', payload);
}

export function dataUrlOf(mediaType: string, bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${mediaType};base64,${btoa(binary)}`;
}
