import type { BenchClient } from './BenchClient';

/** Closes every client and gives the sockets a moment to send their close frames. */
export async function disposeClients(clients: readonly BenchClient[]): Promise<void> {
  for (const client of clients) {
    client.provider.destroy();
    client.doc.destroy();
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
