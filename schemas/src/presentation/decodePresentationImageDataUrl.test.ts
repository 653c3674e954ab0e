import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../wire/apiError';
import { decodePresentationImageDataUrl } from './decodePresentationImageDataUrl';
import { PRESENTATION_IMAGE_LIMITS } from './presentationImageLimits';
import { readPresentationImage } from './readPresentationImage';

function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** Start of image, an EXIF-sized APP1 segment, a Huffman table (no size) and then a progressive frame. */
function progressiveJpeg(width: number, height: number): Uint8Array {
  const app1 = [0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66];
  const huffman = [0xff, 0xc4, 0x00, 0x03, 0x00];
  const frame = [
    0xff,
    0xc2,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ];
  return new Uint8Array([0xff, 0xd8, ...app1, ...huffman, ...frame, 0xff, 0xd9]);
}

function dataUrl(bytes: Uint8Array, type = 'image/png'): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

describe('presentation pictures', () => {
  it('reads the size of a PNG and of a JPEG past its other segments, and nothing from other bytes', () => {
    expect(readPresentationImage(pngHeader(1320, 1020))).toEqual({
      mediaType: 'image/png',
      width: 1320,
      height: 1020,
    });
    expect(readPresentationImage(progressiveJpeg(4000, 3000))).toEqual({
      mediaType: 'image/jpeg',
      width: 4000,
      height: 3000,
    });
    expect(readPresentationImage(new TextEncoder().encode('GIF89a and more bytes than a header'))).toBeNull();
    expect(readPresentationImage(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });

  it('refuses a data URL that is no PNG or JPEG, too many bytes or too many pixels', () => {
    expect(decodePresentationImageDataUrl(dataUrl(pngHeader(10, 10))).ok).toBe(true);
    expect(decodePresentationImageDataUrl(dataUrl(progressiveJpeg(10, 10), 'image/gif'))).toEqual({
      ok: false,
      refusal: 'not_image',
    });
    expect(decodePresentationImageDataUrl('data:image/png;base64,%%%')).toEqual({
      ok: false,
      refusal: 'not_image',
    });
    const side = PRESENTATION_IMAGE_LIMITS.maxSide + 1;
    expect(decodePresentationImageDataUrl(dataUrl(pngHeader(side, 1)))).toEqual({
      ok: false,
      refusal: 'too_many_pixels',
    });
    expect(decodePresentationImageDataUrl(dataUrl(pngHeader(0, 1)))).toEqual({
      ok: false,
      refusal: 'too_many_pixels',
    });
    const heavy = new Uint8Array(PRESENTATION_IMAGE_LIMITS.maxBytes + 1);
    heavy.set(pngHeader(10, 10));
    expect(decodePresentationImageDataUrl(dataUrl(heavy))).toEqual({
      ok: false,
      refusal: 'too_large',
    });
  });

  it('states the limits the api holds pictures to in its error messages', () => {
    expect(API_ERRORS['presentationImage/too_large']).toContain(
      `${PRESENTATION_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB`,
    );
    const side = PRESENTATION_IMAGE_LIMITS.maxSide;
    expect(API_ERRORS['presentationImage/too_many_pixels']).toContain(`${side} × ${side}`);
    expect(API_ERRORS['presentationImage/limit_reached']).toContain(
      `${PRESENTATION_IMAGE_LIMITS.maxPerKind} pictures`,
    );
  });
});
