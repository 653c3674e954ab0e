import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_COLLAB_SETTINGS } from './CollabSettings';
import { MessageType } from './MessageType';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_keepalive';
let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

describe('keepalive', () => {
  it('promises every client a data frame at least every 15 s by default', () => {
    expect(DEFAULT_COLLAB_SETTINGS.keepaliveIntervalMs).toBeLessThanOrEqual(15_000);
    expect(DEFAULT_COLLAB_SETTINGS.pingIntervalMs).toBeLessThanOrEqual(15_000);
  });

  it('sends a client in a quiet room an empty awareness frame every interval', async () => {
    await bed.start(undefined, { keepaliveIntervalMs: 50 });
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer'));
    const heard = listen(socket);
    await opened(socket);
    await waitFor(() => heard.frames.length >= 1, 'the greeting');
    const greeting = heard.frames.length;
    await waitFor(() => heard.frames.length >= greeting + 3, 'three keepalive frames', 2_000);
    const keepalives = heard.frames.slice(greeting);
    expect(keepalives.every((frame) => frame[0] === MessageType.awareness)).toBe(true);
    expect([...keepalives[0]!]).toEqual([MessageType.awareness, 1, 0]);
  });

  it('keeps a stock client in a quiet room connected and its presence map untouched', async () => {
    await bed.start(undefined, { keepaliveIntervalMs: 30 });
    const client = await bed.connectSynced(SAVE, 'viewer');
    const before = client.provider.awareness.getStates().size;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.provider.wsconnected).toBe(true);
    expect(client.provider.awareness.getStates().size).toBe(before);
  });

  it('terminates a socket that stops answering pings, and only that one', async () => {
    await bed.start(undefined, { pingIntervalMs: 50 });
    const live = await bed.connectSynced(SAVE, 'editor');
    const dead = new WebSocket(await bed.roomUrl(SAVE, 'viewer'), { autoPong: false });
    dead.on('error', () => undefined);
    const heard = listen(dead);
    try {
      await opened(dead);
      await waitFor(() => heard.close !== null, 'the dead socket to be cut', 2_000);
      expect(heard.close?.code).toBe(1006);
      expect(live.provider.wsconnected).toBe(true);
    } finally {
      dead.terminate();
    }
  });
});
