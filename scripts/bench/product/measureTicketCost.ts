import path from 'node:path';
import { buildServer } from '../../src/build/buildServer';
import { REPO_ROOT } from '../../src/serverConfig';
import { commandLineOption } from '../commandLineOption';
import { percentile } from '../stats/percentile';
import { PeerProcess } from './PeerProcess';
import { ProductSession } from './ProductSession';

/**
 * What one collab ticket costs the product process, as a join storm asks for one per socket: the
 * server's CPU time (user and system, every thread) per `POST /api/saves/:id/collab-ticket` by a guest
 * for its own save, asked one at a time and 200 at once. `npx tsx scripts/bench/product/measureTicketCost.ts
 * [--rounds N] [--profile DIR]`; builds the server as `npm start` does first. Each round waits out the api's request
 * limit (1,200 a minute per address) before it starts.
 */
const SEQUENTIAL = 200;
const AT_ONCE = 200;
const RATE_WINDOW_MS = 61_000;
const rounds = Number(commandLineOption('--rounds') ?? 3);
const profileFlag = commandLineOption('--profile');
/** `--profile DIR`: a V8 CPU profile of the server process, written when it stops. */
const profileDir = process.argv.includes('--profile') ? path.resolve(profileFlag ?? 'profiles') : null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cpuPerTicket(server: PeerProcess, tickets: number, ask: () => Promise<void>): Promise<number> {
  const before = (await server.sample()).cpuMicros;
  await ask();
  return ((await server.sample()).cpuMicros - before) / tickets;
}

async function main(): Promise<void> {
  await buildServer();
  const server = await PeerProcess.start('kitchensync', path.join(REPO_ROOT, 'client', 'dist'), profileDir);
  try {
    const session = await ProductSession.guest(server.baseUrl, 'tickets@example.com');
    const saveId = await session.createSave('Ticket bench');
    // Warms the route, the session and the room the tickets warm.
    for (let i = 0; i < 100; i += 1) await session.ticket(saveId);
    const sequential: number[] = [];
    const concurrent: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      if (round > 0) await sleep(RATE_WINDOW_MS);
      sequential.push(
        await cpuPerTicket(server, SEQUENTIAL, async () => {
          for (let i = 0; i < SEQUENTIAL; i += 1) await session.ticket(saveId);
        }),
      );
      concurrent.push(
        await cpuPerTicket(server, AT_ONCE, async () => {
          await Promise.all(Array.from({ length: AT_ONCE }, () => session.ticket(saveId)));
        }),
      );
    }
    const show = (values: number[]) =>
      `${percentile(values, 50).toFixed(0)} µs (${values.map((value) => value.toFixed(0)).join(', ')})`;
    console.log(`server CPU per ticket, one at a time: median ${show(sequential)}`);
    console.log(`server CPU per ticket, ${AT_ONCE} at once: median ${show(concurrent)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
