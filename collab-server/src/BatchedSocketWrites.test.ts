import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BatchedSocketWrites } from './BatchedSocketWrites';

/** A stream that records every call that reaches its underlying write, as a socket makes one system call each. */
function recordingSocket() {
  const calls: string[][] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      calls.push([chunk.toString()]);
      callback();
    },
    writev(chunks, callback) {
      calls.push(chunks.map(({ chunk }) => (chunk as Buffer).toString()));
      callback();
    },
  });
  return { socket, calls };
}

const turnEnds = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedSocketWrites', () => {
  it('writes what one turn sent a socket in one call at the end of the turn, in the order sent', async () => {
    const writes = new BatchedSocketWrites();
    const a = recordingSocket();
    const b = recordingSocket();
    writes.write(a.socket, Buffer.from('1'));
    writes.write(b.socket, Buffer.from('x'));
    writes.write(a.socket, Buffer.from('2'));
    writes.write(a.socket, Buffer.from('3'));
    expect(a.calls).toEqual([]);

    await turnEnds();

    expect(a.calls).toEqual([['1', '2', '3']]);
    expect(b.calls).toEqual([['x']]);
  });

  it('writes a later turn’s frames in a call of their own, after the earlier ones', async () => {
    const writes = new BatchedSocketWrites();
    const a = recordingSocket();
    writes.write(a.socket, Buffer.from('1'));
    await turnEnds();
    writes.write(a.socket, Buffer.from('2'));
    await turnEnds();
    expect(a.calls).toEqual([['1'], ['2']]);
  });

  it('keeps a frame written by the socket’s own code during the turn (a close frame) after the held ones', async () => {
    const writes = new BatchedSocketWrites();
    const a = recordingSocket();
    writes.write(a.socket, Buffer.from('update'));
    // What ws does for a close frame: its own cork and uncork around the write.
    a.socket.cork();
    a.socket.write(Buffer.from('close'));
    a.socket.uncork();
    expect(a.calls).toEqual([]);
    await turnEnds();
    expect(a.calls).toEqual([['update', 'close']]);
  });
});
