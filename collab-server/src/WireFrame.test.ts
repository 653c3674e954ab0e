import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { WireFrame } from './WireFrame';

/** ws's own frame decoder, as a client uses it (its package declares no types for it). */
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: { isServer: boolean; maxPayload: number }) => Writable;
};

function messageOf(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + length) % 256);
}

describe('WireFrame', () => {
  it('frames messages of every length class (7-bit, 16-bit and 64-bit) so that a ws client reads them back unchanged', async () => {
    const lengths = [0, 1, 125, 126, 127, 65_535, 65_536, 70_000];
    const received: { data: Buffer; isBinary: boolean }[] = [];
    const receiver = new Receiver({ isServer: false, maxPayload: 0 });
    receiver.on('message', (data: Buffer, isBinary: boolean) => received.push({ data, isBinary }));
    const failed = new Promise<never>((_, reject) => receiver.on('error', reject));
    // One stream of back-to-back frames, as a socket carries them.
    const written = new Promise<void>((resolve, reject) =>
      receiver.write(
        Buffer.concat(lengths.map((length) => WireFrame.of(messageOf(length)).bytes)),
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    await Promise.race([written, failed]);

    expect(received.map(({ data }) => data.byteLength)).toEqual(lengths);
    received.forEach(({ data, isBinary }, index) => {
      expect(isBinary).toBe(true);
      expect(new Uint8Array(data)).toEqual(messageOf(lengths[index]!));
    });
  });
});
