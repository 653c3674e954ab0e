import type { PresentationImageMediaType } from './presentationImageLimits';

/** What the bytes of a picture say about it, read from its header. */
export interface PresentationImageHeader {
  mediaType: PresentationImageMediaType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function uint32BigEndian(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function uint16BigEndian(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

/** A PNG: its signature, then the IHDR chunk with width and height. */
function readPng(bytes: Uint8Array): PresentationImageHeader | null {
  if (bytes.length < 33 || PNG_SIGNATURE.some((value, index) => bytes[index] !== value)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { mediaType: 'image/png', width: uint32BigEndian(bytes, 16), height: uint32BigEndian(bytes, 20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * A JPEG: the start-of-image marker, then segments (marker, big-endian length) up to the first
 * start-of-frame, whose body holds precision, height and width.
 */
function readJpeg(bytes: Uint8Array): PresentationImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = uint16BigEndian(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return {
        mediaType: 'image/jpeg',
        height: uint16BigEndian(bytes, at + 5),
        width: uint16BigEndian(bytes, at + 7),
      };
    }
    // Image data before any frame header, or the end: not a picture we can size.
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * The format and size of a PNG or JPEG picture from its header, or null for anything else. The
 * bytes decide, never the name or media type they came with.
 */
export function readPresentationImage(bytes: Uint8Array): PresentationImageHeader | null {
  return readPng(bytes) ?? readJpeg(bytes);
}
