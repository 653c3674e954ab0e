import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseBenchOptions } from './BenchOptions';
import type { BenchTarget } from './BenchTarget';
import { gitRevision } from './report/gitRevision';
import { renderBenchReport } from './report/renderBenchReport';
import type { ScenarioResults } from './report/ScenarioResults';
import { writeBenchReport } from './report/writeBenchReport';
import { benchScenarios } from './scenarios/benchScenarios';
import { detectAckMessageType } from './scenarios/detectAckMessageType';
import type { Scenario } from './scenarios/Scenario';
import { ServerHandle } from './server/ServerHandle';
import type { ServerKind } from './ServerKind';

const options = parseBenchOptions(process.argv.slice(2));
const ackMessageType = detectAckMessageType();
const ticketSecretHex = randomBytes(32).toString('hex');
if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });

/** A fresh server process per run, so no run inherits another's rooms, heap or JIT state. */
async function runOnce(scenario: Scenario, kind: ServerKind): Promise<Record<string, number>> {
  const server = await ServerHandle.start(kind, ticketSecretHex, options);
  const target: BenchTarget = { server: kind, port: server.port, ticketSecretHex, ackMessageType };
  try {
    return await scenario.run(server, target);
  } finally {
    await server.stop();
  }
}

async function runScenario(scenario: Scenario): Promise<ScenarioResults> {
  const results: ScenarioResults = { scenario, runs: new Map(), notes: [] };
  let servers = [...scenario.servers];
  if (scenario.id === 'ack' && ackMessageType === null) {
    servers = servers.filter((kind) => kind !== 'kitchensync');
    results.notes.push(
      'KitchenSync: not yet available, collab-server/src/MessageType.ts has no acknowledgement type yet.',
    );
  }
  for (let repeat = 0; repeat < options.repeats; repeat += 1) {
    // Rotating the order spreads slow drift of the machine (thermal, page cache) over all servers.
    const order = servers.map((_, i) => servers[(i + repeat) % servers.length] as ServerKind);
    for (const kind of order) {
      const startedAt = performance.now();
      try {
        const figures = await runOnce(scenario, kind);
        results.runs.set(kind, [...(results.runs.get(kind) ?? []), figures]);
        const shown = Object.entries(figures).map(([key, value]) => `${key}=${value.toFixed(2)}`);
        console.error(`[bench] ${scenario.id} #${repeat + 1} ${kind}: ${shown.join(' ')}`);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        results.notes.push(`${kind}, repeat ${repeat + 1}: failed (${message}).`);
        console.error(`[bench] ${scenario.id} #${repeat + 1} ${kind}: FAILED ${message}`);
      }
      console.error(`[bench]   (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
    }
  }
  return results;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const all: ScenarioResults[] = [];
  for (const scenario of benchScenarios(options)) all.push(await runScenario(scenario));
  const cpu = cpus();
  const report = renderBenchReport(all, {
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
      ' ',
    ),
    date: `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine:
      `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`,
    load: `${loadAtStart.toFixed(1)} → ${(loadavg()[0] ?? Number.NaN).toFixed(1)}`,
    revision: gitRevision(),
    repeats: options.repeats,
  });
  console.log(report);
  if (options.reportFile) {
    await writeBenchReport(options.reportFile, report);
    console.error(`[bench] wrote ${options.reportFile}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
