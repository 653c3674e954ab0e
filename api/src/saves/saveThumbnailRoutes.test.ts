import {
  API_ERRORS,
  ApiErrorBodySchema,
  SaveThumbnailResponseSchema,
  SavesListResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiReply, apiClient } from '../testing/apiClient';
import type { TestApi } from '../testing/startTestApi';
import { startSharedSaveFixture, type Person, type SharedSaveFixture } from '../testing/sharedSaveFixture';
import { thumbnailDataUrl, thumbnailPng } from '../testing/thumbnailDataUrl';

const SECRET = new TextEncoder().encode('thumbnail-test-secret-thumbnail-test-secret');

describe('save thumbnail routes', () => {
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let stranger: Person;
  let saveId: string;

  const put = (image: unknown, token: string | undefined, id = saveId) =>
    call(`/saves/${id}/thumbnail`, { method: 'PUT', token, body: { image } });

  /** The picture as the browser would fetch it: bytes and headers, not JSON. */
  async function picture(token: string | undefined, id = saveId) {
    const response = await fetch(`${api.baseUrl}/saves/${id}/thumbnail?v=1`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  function expectRefusal(reply: ApiReply, status: number, code: keyof typeof API_ERRORS) {
    expect({ status: reply.status, body: reply.body }).toEqual({
      status,
      body: { error: { code, message: API_ERRORS[code] } },
    });
    expect(ApiErrorBodySchema.safeParse(reply.body).success).toBe(true);
  }

  async function thumbnailsListed(token: string) {
    return SavesListResponseSchema.parse((await call('/saves', { token })).body).thumbnails;
  }

  let fixture: SharedSaveFixture;
  beforeEach(async () => {
    fixture = await startSharedSaveFixture('api-thumbnails', SECRET);
    ({ api, call, owner, editor, viewer, stranger, saveId } = fixture);
  });

  afterEach(() => fixture.close());

  it('keeps the picture an editor sends and gives the same bytes back, typed and privately cached', async () => {
    const png = thumbnailPng(480, 300);
    const reply = await put(thumbnailDataUrl(png), editor.token);
    expect(reply.status).toBe(200);
    const { updatedAt } = SaveThumbnailResponseSchema.parse(reply.body);

    const got = await picture(owner.token);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/png');
    expect(got.cache).toContain('private');
    expect(got.bytes.equals(png)).toBe(true);
    expect(await thumbnailsListed(owner.token)).toEqual({ [saveId]: updatedAt });
    expect(await thumbnailsListed(viewer.token)).toEqual({ [saveId]: updatedAt });
  });

  it('gives every new picture a later version, so its address changes', async () => {
    const first = SaveThumbnailResponseSchema.parse(
      (await put(thumbnailDataUrl(thumbnailPng(480, 300)), owner.token)).body,
    );
    const blue = thumbnailPng(480, 300, [20, 40, 200]);
    const second = SaveThumbnailResponseSchema.parse((await put(thumbnailDataUrl(blue), owner.token)).body);
    expect(second.updatedAt).toBeGreaterThan(first.updatedAt);
    expect((await picture(owner.token)).bytes.equals(blue)).toBe(true);
    expect(await thumbnailsListed(owner.token)).toEqual({ [saveId]: second.updatedAt });
  });

  it('lets viewers see the thumbnail but not set it; strangers and anonymous callers learn nothing', async () => {
    const png = thumbnailPng(480, 300);
    await put(thumbnailDataUrl(png), owner.token);

    expectRefusal(
      await put(thumbnailDataUrl(thumbnailPng(10, 10, [0, 0, 0])), viewer.token),
      403,
      'save/forbidden',
    );
    expectRefusal(
      await put(thumbnailDataUrl(thumbnailPng(10, 10, [0, 0, 0])), stranger.token),
      404,
      'save/not_found',
    );
    expectRefusal(
      await put(thumbnailDataUrl(thumbnailPng(10, 10, [0, 0, 0])), undefined),
      404,
      'save/not_found',
    );
    expect((await picture(viewer.token)).bytes.equals(png)).toBe(true);
    expect((await picture(stranger.token)).status).toBe(404);
    expect((await picture(undefined)).status).toBe(404);
    expect((await picture(owner.token)).bytes.equals(png)).toBe(true);
  });

  it('answers thumbnail/not_found for a save that has none yet', async () => {
    const reply = await call(`/saves/${saveId}/thumbnail`, { token: owner.token });
    expectRefusal(reply, 404, 'thumbnail/not_found');
    expect(await thumbnailsListed(owner.token)).toEqual({});
  });

  it('refuses pictures that are too large, of another format or not pictures, keeping the one it had', async () => {
    const png = thumbnailPng(480, 300);
    await put(thumbnailDataUrl(png), owner.token);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    for (const image of [
      thumbnailDataUrl(thumbnailPng(800, 600)),
      thumbnailDataUrl(thumbnailPng(100, 100), 'image/webp'),
      thumbnailDataUrl(gif, 'image/gif'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '',
      42,
    ]) {
      expectRefusal(await put(image, owner.token), 400, 'thumbnail/invalid');
    }
    const tooLong = `data:image/png;base64,${'A'.repeat(400 * 1024)}`;
    expectRefusal(await put(tooLong, owner.token), 413, 'request/too_large');
    expect((await picture(owner.token)).bytes.equals(png)).toBe(true);
  });

  it("forgets a save's thumbnail when the save is deleted", async () => {
    await put(thumbnailDataUrl(thumbnailPng(480, 300)), owner.token);
    expect(await api.storage.saveThumbnails.find(saveId)).not.toBeNull();
    expect((await call(`/saves/${saveId}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect(await api.storage.saveThumbnails.find(saveId)).toBeNull();
  });
});
