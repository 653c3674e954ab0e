import type { SaveThumbnailMediaType } from './saveThumbnailLimits';

/** What the bytes of a picture say about it, read from its header. */
export interface ThumbnailImageHeader {
  mediaType: SaveThumbnailMediaType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function uint32BigEndian(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function uint16LittleEndian(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function uint24LittleEndian(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
}

/** A PNG: its signature, then the IHDR chunk with width and height (big-endian). */
function readPng(bytes: Uint8Array): ThumbnailImageHeader | null {
  if (bytes.length < 33 || PNG_SIGNATURE.some((value, index) => bytes[index] !== value)) return null;
  if (ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { mediaType: 'image/png', width: uint32BigEndian(bytes, 16), height: uint32BigEndian(bytes, 20) };
}

/**
 * A WebP: a RIFF container whose length is the file's, holding one of the three bitstream headers
 * (lossy VP8, lossless VP8L, extended VP8X), each with the canvas size in its own encoding.
 */
function readWebp(bytes: Uint8Array): ThumbnailImageHeader | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const riffLength = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
  if (riffLength + 8 !== bytes.length) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), then the key frame's start code.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    const width = uint16LittleEndian(bytes, 26) & 0x3fff;
    const height = uint16LittleEndian(bytes, 28) & 0x3fff;
    return { mediaType: 'image/webp', width, height };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return { mediaType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return {
      mediaType: 'image/webp',
      width: uint24LittleEndian(bytes, 24) + 1,
      height: uint24LittleEndian(bytes, 27) + 1,
    };
  }
  return null;
}

/**
 * The format and size of a PNG or WebP picture from its header, or null for anything else. The
 * bytes' own header decides, never the name or media type they came with.
 */
export function readThumbnailImage(bytes: Uint8Array): ThumbnailImageHeader | null {
  return readPng(bytes) ?? readWebp(bytes);
}
