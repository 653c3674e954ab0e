import {
  PRESENTATION_IMAGE_LIMITS,
  PresentationImageSchema,
  PresentationImagesResponseSchema,
  SaveResponseSchema,
  type PresentationImagesResponse,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { apiClient } from '../testing/apiClient';
import type { TestApi } from '../testing/startTestApi';
import {
  expectRefusal,
  startSharedSaveFixture,
  type Person,
  type SharedSaveFixture,
} from '../testing/sharedSaveFixture';
import { thumbnailDataUrl, thumbnailPng } from '../testing/thumbnailDataUrl';

const SECRET = new TextEncoder().encode('presentation-test-secret-presentation-test');

/**
 * The start of a baseline JPEG as cameras write it: start of image, a JFIF header, then the frame
 * header with its size. The api reads only this far, so the rest of the file is left out.
 */
function jpegHeader(width: number, height: number): Buffer {
  const jfif = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...jfif, ...frame, ...components, 0xff, 0xd9]);
}

describe('presentation pictures kept with a save', () => {
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let stranger: Person;
  let saveId: string;

  const add = (token: string | undefined, body: Record<string, unknown>, id = saveId) =>
    call(`/saves/${id}/presentation/images`, { method: 'POST', token, body });
  const slide = (name = 'Showroom', bytes: Buffer = thumbnailPng(132, 102)) => ({
    kind: 'slide',
    name,
    image: thumbnailDataUrl(bytes),
  });
  const render = (name = 'Render', bytes: Buffer = thumbnailPng(128, 96)) => ({
    kind: 'render',
    name,
    image: thumbnailDataUrl(bytes),
  });
  const listed = async (token: string | undefined, id = saveId): Promise<PresentationImagesResponse> => {
    const reply = await call(`/saves/${id}/presentation`, { token });
    expect(reply.status).toBe(200);
    return PresentationImagesResponseSchema.parse(reply.body);
  };
  const keep = async (token: string, body: Record<string, unknown>, id = saveId) => {
    const reply = await add(token, body, id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return PresentationImageSchema.parse(reply.body);
  };

  async function picture(token: string | undefined, imageId: string, id = saveId) {
    const response = await fetch(`${api.baseUrl}/saves/${id}/presentation/images/${imageId}`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  let fixture: SharedSaveFixture;
  beforeEach(async () => {
    fixture = await startSharedSaveFixture('api-presentation', SECRET);
    ({ api, call, owner, editor, viewer, stranger, saveId } = fixture);
  });

  afterEach(() => fixture.close());

  it('keeps a render and a slide an editor sends, lists them by kind and gives the same bytes back, typed by their bytes', async () => {
    const png = thumbnailPng(128, 96);
    const jpeg = jpegHeader(1320, 1020);
    const kept = await keep(editor.token, render('Evening light', png));
    expect(kept).toMatchObject({
      kind: 'render',
      name: 'Evening light',
      mediaType: 'image/png',
      width: 128,
      height: 96,
      byteLength: png.length,
      included: true,
      createdBy: editor.id,
    });
    // Labelled PNG but a JPEG inside: the bytes decide what is stored and served.
    const photo = await keep(owner.token, { kind: 'slide', name: 'Showroom', image: thumbnailDataUrl(jpeg) });
    expect(photo).toMatchObject({ mediaType: 'image/jpeg', width: 1320, height: 1020 });
    expect(await listed(viewer.token)).toEqual({ renders: [kept], slides: [photo] });
    const served = await picture(viewer.token, kept.id);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(png)).toBe(true);
    expect((await picture(owner.token, photo.id)).type).toBe('image/jpeg');
  });

  it('lets the owner, coworker editors and editing-link holders change the pictures; viewers only list and read; strangers and anonymous callers learn nothing', async () => {
    const ownerKept = await keep(owner.token, render('Owner'));
    await keep(editor.token, render('Editor'));

    const linked = SaveResponseSchema.parse(
      (await call('/saves', { method: 'POST', token: owner.token, body: { filename: 'Linked' } })).body,
    ).save.id;
    await call(`/saves/${linked}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'public', generalAccess: 'editor' },
    });
    const byLink = await keep(stranger.token, render('Link holder'), linked);
    expect(byLink.createdBy).toBe(stranger.id);
    expect(
      (
        await call(`/saves/${linked}/presentation/images/${byLink.id}`, {
          method: 'DELETE',
          token: stranger.token,
        })
      ).status,
    ).toBe(204);

    expectRefusal(await add(viewer.token, render('Viewer')), 'save/forbidden');
    expectRefusal(
      await call(`/saves/${saveId}/presentation/images/${ownerKept.id}`, {
        method: 'DELETE',
        token: viewer.token,
      }),
      'save/forbidden',
    );
    expectRefusal(
      await call(`/saves/${saveId}/presentation/order`, {
        method: 'PUT',
        token: viewer.token,
        body: { kind: 'render', images: [] },
      }),
      'save/forbidden',
    );
    expect((await picture(viewer.token, ownerKept.id)).status).toBe(200);

    for (const token of [stranger.token, undefined]) {
      expectRefusal(await call(`/saves/${saveId}/presentation`, { token }), 'save/not_found');
      expectRefusal(await add(token, render('Intruder')), 'save/not_found');
      expect((await picture(token, ownerKept.id)).status).toBe(404);
    }
    expect((await listed(owner.token)).renders.map((image) => image.name)).toEqual(['Owner', 'Editor']);
  });

  // Two uploads of 10 and 15 MB are parsed here: on a busy machine that outlasts the 20 s default.
  it('refuses what is not a PNG or JPEG, too large or too many pixels, each with its own clear error, and keeps nothing', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    for (const image of [
      thumbnailDataUrl(gif, 'image/gif'),
      thumbnailDataUrl(gif, 'image/png'),
      thumbnailDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'),
      'data:image/png;base64,not base64!',
      '',
      42,
    ]) {
      expectRefusal(
        await add(owner.token, { kind: 'slide', name: 'Bad', image }),
        'presentationImage/not_image',
      );
    }
    expectRefusal(
      await add(owner.token, slide('Wide', thumbnailPng(9000, 1))),
      'presentationImage/too_many_pixels',
    );
    const overTenMegabytes = Buffer.concat([
      thumbnailPng(10, 10),
      Buffer.alloc(PRESENTATION_IMAGE_LIMITS.maxBytes),
    ]);
    expectRefusal(await add(owner.token, slide('Heavy', overTenMegabytes)), 'presentationImage/too_large');
    const overBodyLimit = `data:image/png;base64,${'A'.repeat(15 * 1024 * 1024)}`;
    expectRefusal(
      await add(owner.token, { kind: 'slide', name: 'Huge', image: overBodyLimit }),
      'presentationImage/too_large',
    );
    expectRefusal(await add(owner.token, { ...slide(), kind: 'video' }), 'request/invalid');
    expectRefusal(await add(owner.token, slide('   ')), 'request/invalid');
    expect(await listed(owner.token)).toEqual({ renders: [], slides: [] });
  }, 60_000);

  it('keeps at most 30 pictures of each kind per save, and counts the kinds apart', async () => {
    for (let index = 0; index < PRESENTATION_IMAGE_LIMITS.maxPerKind; index += 1) {
      await keep(owner.token, slide(`Slide ${index + 1}`));
    }
    expectRefusal(await add(editor.token, slide('One too many')), 'presentationImage/limit_reached');
    await keep(editor.token, render('Still room for renders'));
    const { renders, slides } = await listed(owner.token);
    expect([renders.length, slides.length]).toEqual([1, 30]);
  });

  it("picks and orders one kind's pictures, and refuses an order that does not name each of them once", async () => {
    const first = await keep(owner.token, render('First'));
    const second = await keep(owner.token, render('Second'));
    const third = await keep(owner.token, render('Third'));
    const theSlide = await keep(owner.token, slide());
    const arrange = (images: { id: string; included: boolean }[]) =>
      call(`/saves/${saveId}/presentation/order`, {
        method: 'PUT',
        token: editor.token,
        body: { kind: 'render', images },
      });
    const reply = await arrange([
      { id: third.id, included: true },
      { id: first.id, included: false },
      { id: second.id, included: true },
    ]);
    expect(reply.status).toBe(200);
    const arranged = PresentationImagesResponseSchema.parse(reply.body);
    expect(arranged.renders.map(({ name, included }) => [name, included])).toEqual([
      ['Third', true],
      ['First', false],
      ['Second', true],
    ]);
    expect(arranged.slides).toEqual([theSlide]);
    expect(await listed(viewer.token)).toEqual(arranged);

    expectRefusal(await arrange([{ id: third.id, included: true }]), 'presentationImage/order_mismatch');
    expectRefusal(
      await arrange([
        { id: third.id, included: true },
        { id: third.id, included: true },
        { id: first.id, included: true },
      ]),
      'presentationImage/order_mismatch',
    );
    expectRefusal(
      await arrange([
        { id: third.id, included: true },
        { id: first.id, included: true },
        { id: theSlide.id, included: true },
      ]),
      'presentationImage/order_mismatch',
    );
    expect(await listed(owner.token)).toEqual(arranged);
  });

  it('deletes one picture, answers presentationImage/not_found for one the save does not keep, and forgets all when the save goes', async () => {
    const kept = await keep(owner.token, render());
    await keep(owner.token, slide());
    const remove = (imageId: string) =>
      call(`/saves/${saveId}/presentation/images/${imageId}`, { method: 'DELETE', token: editor.token });
    expect((await remove(kept.id)).status).toBe(204);
    expectRefusal(await remove(kept.id), 'presentationImage/not_found');
    expectRefusal(
      await call(`/saves/${saveId}/presentation/images/${kept.id}`, { token: owner.token }),
      'presentationImage/not_found',
    );
    expect((await listed(owner.token)).renders).toEqual([]);

    expect((await call(`/saves/${saveId}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect(await api.storage.presentationImages.list(saveId)).toEqual([]);
  });
});
