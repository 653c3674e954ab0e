import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened, updateFrame } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_relay';
let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index]);
}

describe('update relay', () => {
  it('relays an editor’s update frame to the others as it came, without re-encoding it', async () => {
    await bed.start();
    const author = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_author'));
    const authorHeard = listen(author);
    const peer = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer', 'user_peer'));
    const peerHeard = listen(peer);
    await Promise.all([opened(author), opened(peer)]);
    const doc = new Y.Doc();
    doc.getMap('m').set('first', 1);
    const first = Y.encodeStateAsUpdate(doc);
    author.send(updateFrame(first));
    await waitFor(() => authorHeard.acks.length === 1, 'the first acknowledgement');

    // Part of it repeats what the room holds: a document re-encoding what changed would send less.
    doc.getMap('m').set('second', 2);
    const frame = updateFrame(Y.encodeStateAsUpdate(doc));
    author.send(frame);
    await waitFor(
      () => peerHeard.frames.some((heard) => sameBytes(heard, frame)),
      'the frame as it was sent',
    );
    await waitFor(() => authorHeard.acks.length === 2, 'the second acknowledgement');
    expect(authorHeard.frames.some((heard) => sameBytes(heard, frame))).toBe(false);
  });
});
