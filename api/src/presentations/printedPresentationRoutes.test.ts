import {
  PRINTED_PRESENTATION_LIMITS,
  PrintedPresentationSchema,
  PrintedPresentationsResponseSchema,
  type PrintedPresentationsResponse,
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

const SECRET = new TextEncoder().encode('printed-presentation-test-secret-printed');

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.3\n% ${text}\ntrailer << >>\n%%EOF\n`);
const pdfDataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

describe('presentation PDFs kept with a save', () => {
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: Person;
  let editor: Person;
  let viewer: Person;
  let stranger: Person;
  let saveId: string;

  const add = (token: string | undefined, body: Record<string, unknown>) =>
    call(`/saves/${saveId}/presentation/printed`, { method: 'POST', token, body });
  const keep = async (token: string, name: string, bytes = pdfBytes(name)) => {
    const reply = await add(token, { name, pdf: pdfDataUrl(bytes) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return PrintedPresentationSchema.parse(reply.body);
  };
  const listed = async (token: string | undefined): Promise<PrintedPresentationsResponse> => {
    const reply = await call(`/saves/${saveId}/presentation/printed`, { token });
    expect(reply.status).toBe(200);
    return PrintedPresentationsResponseSchema.parse(reply.body);
  };
  async function download(token: string | undefined, printedId: string) {
    const response = await fetch(`${api.baseUrl}/saves/${saveId}/presentation/printed/${printedId}`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }
  let fixture: SharedSaveFixture;
  beforeEach(async () => {
    let now = 1_000;
    fixture = await startSharedSaveFixture('api-printed-presentation', SECRET, { now: () => (now += 1_000) });
    ({ api, call, owner, editor, viewer, stranger, saveId } = fixture);
  });

  afterEach(() => fixture.close());

  it("keeps an editor's PDF, lists it newest first for every reader of the save and gives the same bytes back as a named PDF", async () => {
    const first = await keep(owner.token, 'Kitchen presentation');
    const bytes = pdfBytes('second');
    const second = await keep(editor.token, 'Kitchen presentation (2)', bytes);
    expect(second).toMatchObject({
      name: 'Kitchen presentation (2)',
      byteLength: bytes.length,
      createdBy: editor.id,
    });
    expect(second.createdByName).toContain('editor');
    expect(await listed(viewer.token)).toEqual({ presentations: [second, first] });
    const served = await download(editor.token, second.id);
    expect(served.status).toBe(200);
    expect(served.type).toBe('application/pdf');
    expect(served.disposition).toContain('Kitchen presentation (2).pdf');
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it('lets only editors keep and delete; viewers list and download; strangers and anonymous callers learn nothing', async () => {
    const kept = await keep(owner.token, 'Presentation');
    expectRefusal(
      await add(viewer.token, { name: 'Mine', pdf: pdfDataUrl(pdfBytes('v')) }),
      'save/forbidden',
    );
    expectRefusal(
      await call(`/saves/${saveId}/presentation/printed/${kept.id}`, {
        method: 'DELETE',
        token: viewer.token,
      }),
      'save/forbidden',
    );
    expect((await download(viewer.token, kept.id)).status).toBe(200);
    for (const token of [stranger.token, undefined]) {
      expectRefusal(await call(`/saves/${saveId}/presentation/printed`, { token }), 'save/not_found');
      expectRefusal(await add(token, { name: 'Intruder', pdf: pdfDataUrl(pdfBytes('x')) }), 'save/not_found');
      expect((await download(token, kept.id)).status).toBe(404);
    }
    expect(
      (
        await call(`/saves/${saveId}/presentation/printed/${kept.id}`, {
          method: 'DELETE',
          token: editor.token,
        })
      ).status,
    ).toBe(204);
    expectRefusal(
      await call(`/saves/${saveId}/presentation/printed/${kept.id}`, { token: owner.token }),
      'printedPresentation/not_found',
    );
    expect(await listed(owner.token)).toEqual({ presentations: [] });
  });

  it('refuses what is no PDF and a PDF over 25 MB, each with its clear error, and keeps nothing', async () => {
    for (const pdf of [
      'data:image/png;base64,iVBORw0KGgo=',
      pdfDataUrl(Buffer.from('<html>not a pdf</html>')),
      'data:application/pdf;base64,not base64!',
      42,
    ]) {
      expectRefusal(await add(owner.token, { name: 'Bad', pdf }), 'printedPresentation/not_pdf');
    }
    const overLimit = Buffer.concat([pdfBytes('heavy'), Buffer.alloc(PRINTED_PRESENTATION_LIMITS.maxBytes)]);
    expectRefusal(
      await add(owner.token, { name: 'Heavy', pdf: pdfDataUrl(overLimit) }),
      'printedPresentation/too_large',
    );
    const overBodyLimit = `data:application/pdf;base64,${'A'.repeat(34 * 1024 * 1024)}`;
    expectRefusal(
      await add(owner.token, { name: 'Huge', pdf: overBodyLimit }),
      'printedPresentation/too_large',
    );
    expectRefusal(await add(owner.token, { name: '  ', pdf: pdfDataUrl(pdfBytes('n')) }), 'request/invalid');
    expect(await listed(owner.token)).toEqual({ presentations: [] });
  }, 90_000);

  it('keeps at most 20 presentations per save, and forgets them all when the save is deleted', async () => {
    for (let index = 0; index < PRINTED_PRESENTATION_LIMITS.maxPerSave; index += 1)
      await keep(owner.token, `Presentation ${index + 1}`);
    expectRefusal(
      await add(editor.token, { name: 'One too many', pdf: pdfDataUrl(pdfBytes('more')) }),
      'printedPresentation/limit_reached',
    );
    expect((await call(`/saves/${saveId}`, { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect(await api.storage.printedPresentations.list(saveId)).toEqual([]);
  });
});
