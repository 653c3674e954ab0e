import { describe, expect, it } from 'vitest';
import { decodeThumbnailDataUrl } from './decodeThumbnailDataUrl';
import { readThumbnailImage } from './readThumbnailImage';
import { PutSaveThumbnailRequestSchema } from './saveThumbnail';
import { SAVE_THUMBNAIL_LIMITS } from './saveThumbnailLimits';
import { dataUrlOf, extendedWebpOf, losslessWebpOf, lossyWebpOf, pngOf } from './testing/thumbnailTestImages';

describe('readThumbnailImage', () => {
  it('reads the size of a PNG and of each kind of WebP from its header', () => {
    expect(readThumbnailImage(pngOf(480, 300))).toEqual({ mediaType: 'image/png', width: 480, height: 300 });
    expect(readThumbnailImage(lossyWebpOf(480, 300))).toEqual({
      mediaType: 'image/webp',
      width: 480,
      height: 300,
    });
    expect(readThumbnailImage(losslessWebpOf(640, 480))).toEqual({
      mediaType: 'image/webp',
      width: 640,
      height: 480,
    });
    expect(readThumbnailImage(extendedWebpOf(3000, 2000))).toEqual({
      mediaType: 'image/webp',
      width: 3000,
      height: 2000,
    });
  });

  it('refuses bytes that are no PNG or WebP: a GIF, text, a cut-off WebP', () => {
    expect(readThumbnailImage(new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'))).toBeNull();
    expect(
      readThumbnailImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(readThumbnailImage(lossyWebpOf(10, 10).subarray(0, 28))).toBeNull();
  });
});

describe('decodeThumbnailDataUrl', () => {
  it("accepts the client's 480 × 300 WebP and PNG, giving back the picture's bytes", () => {
    const webp = lossyWebpOf(480, 300);
    const decoded = decodeThumbnailDataUrl(dataUrlOf('image/webp', webp));
    expect(decoded).toEqual({
      ok: true,
      image: { mediaType: 'image/webp', width: 480, height: 300, bytes: webp },
    });
    expect(decodeThumbnailDataUrl(dataUrlOf('image/png', pngOf(160, 100))).ok).toBe(true);
  });

  it('refuses a picture over 640 × 480 pixels', () => {
    expect(decodeThumbnailDataUrl(dataUrlOf('image/png', pngOf(641, 20)))).toEqual({
      ok: false,
      refusal: 'too_big',
    });
    expect(decodeThumbnailDataUrl(dataUrlOf('image/webp', extendedWebpOf(640, 481)))).toEqual({
      ok: false,
      refusal: 'too_big',
    });
  });

  it('refuses a picture over 200 KB, even within the pixel limit', () => {
    const noisy = pngOf(320, 240);
    expect(noisy.length).toBeGreaterThan(SAVE_THUMBNAIL_LIMITS.maxBytes);
    expect(decodeThumbnailDataUrl(dataUrlOf('image/png', noisy))).toEqual({
      ok: false,
      refusal: 'too_large',
    });
  });

  it('refuses another format, a type that is not the bytes’, and text that is no base64 data URL', () => {
    expect(decodeThumbnailDataUrl(dataUrlOf('image/webp', pngOf(10, 10)))).toEqual({
      ok: false,
      refusal: 'type_mismatch',
    });
    expect(decodeThumbnailDataUrl(dataUrlOf('image/gif', pngOf(10, 10)))).toEqual({
      ok: false,
      refusal: 'not_data_url',
    });
    expect(decodeThumbnailDataUrl('data:image/png;base64,@@@@')).toEqual({
      ok: false,
      refusal: 'not_data_url',
    });
    expect(decodeThumbnailDataUrl('https://example.com/a.png')).toEqual({
      ok: false,
      refusal: 'not_data_url',
    });
    expect(decodeThumbnailDataUrl(dataUrlOf('image/png', new TextEncoder().encode('not a picture')))).toEqual(
      {
        ok: false,
        refusal: 'not_image',
      },
    );
  });

  it('is what the wire schema checks the upload with', () => {
    expect(
      PutSaveThumbnailRequestSchema.safeParse({ image: dataUrlOf('image/webp', lossyWebpOf(480, 300)) })
        .success,
    ).toBe(true);
    expect(
      PutSaveThumbnailRequestSchema.safeParse({ image: dataUrlOf('image/png', pngOf(800, 600)) }).success,
    ).toBe(false);
    expect(PutSaveThumbnailRequestSchema.safeParse({}).success).toBe(false);
  });
});
