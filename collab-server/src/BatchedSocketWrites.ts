import type { Duplex } from 'node:stream';

/**
 * Writes to upgraded sockets, held back (corked) until the event loop's turn ends and then written
 * together, one system call per socket and turn. In a busy room a socket is sent several frames in one
 * turn (the broadcasts of every editor whose update arrived in it, its own acknowledgements), and each
 * write was a system call of its own, the largest part of what a delivery costs on loopback. The
 * bytes go out in the order they were written, in the same turn (the check phase after the poll
 * that brought the updates), and a close frame `ws` writes meanwhile still comes after them.
 */
export class BatchedSocketWrites {
  private readonly corked = new Set<Duplex>();
  private flushScheduled = false;

  write(socket: Duplex, bytes: Buffer): void {
    if (!this.corked.has(socket)) {
      socket.cork();
      this.corked.add(socket);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(this.flush);
      }
    }
    socket.write(bytes);
  }

  private readonly flush = (): void => {
    this.flushScheduled = false;
    for (const socket of this.corked) socket.uncork();
    this.corked.clear();
  };
}
