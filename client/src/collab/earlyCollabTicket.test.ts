import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyCollabTicket } from './earlyCollabTicket';

describe('earlyCollabTicket', () => {
  const requests: { url: string; method: string | undefined }[] = [];

  beforeEach(() => {
    requests.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method });
      return Promise.resolve(new Response(JSON.stringify({ ticket: 't', role: 'owner', expiresAt: 1 })));
    });
  });

  afterEach(() => {
    earlyCollabTicket.discard();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("posts for the opened save's ticket at once and hands the answer to the first taker only", async () => {
    earlyCollabTicket.request('save_abc');

    expect(requests).toEqual([{ url: '/api/saves/save_abc/collab-ticket', method: 'POST' }]);
    const taken = earlyCollabTicket.take('save_abc');
    expect(taken).not.toBeNull();
    expect(await (await taken!).json()).toMatchObject({ ticket: 't' });
    expect(earlyCollabTicket.take('save_abc')).toBeNull();
  });

  it('gives nothing to a connection to another save, and drops the answer', () => {
    earlyCollabTicket.request('save_abc');

    expect(earlyCollabTicket.take('save_other')).toBeNull();
    expect(earlyCollabTicket.take('save_abc')).toBeNull();
  });

  it('gives nothing once the answer is half a minute old', () => {
    earlyCollabTicket.request('save_abc');
    vi.setSystemTime(Date.now() + 30_001);

    expect(earlyCollabTicket.take('save_abc')).toBeNull();
  });

  it('gives nothing after the editor was left (discarded), so a login in between asks afresh', () => {
    earlyCollabTicket.request('save_abc');
    earlyCollabTicket.discard();

    expect(earlyCollabTicket.take('save_abc')).toBeNull();
  });
});
