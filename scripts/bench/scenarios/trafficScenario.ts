import { ClientHandle } from '../client/ClientHandle';
import { SERVER_KINDS } from '../ServerKind';
import { percentile } from '../stats/percentile';
import type { FigureSpec, Scenario } from './Scenario';

export interface TrafficShape {
  id: string;
  title: string;
  rooms: number;
  editorsPerRoom: number;
  viewersPerRoom: number;
  writersPerRoom: number;
  writeHz: number;
  durationMs: number;
  p99Goal?: number;
}

/**
 * Propagation under steady writes: p50/p99 from write to every receiver, and the server's CPU over the
 * measured phase (connect and sync excluded) divided by the updates delivered in it.
 */
export function trafficScenario(shape: TrafficShape): Scenario {
  const figures: FigureSpec[] = [
    { key: 'p50', label: 'p50', unit: 'ms' },
    { key: 'p99', label: 'p99', unit: 'ms', ...(shape.p99Goal === undefined ? {} : { goal: shape.p99Goal }) },
    { key: 'cpuPerDelivery', label: 'server CPU per delivered update', unit: 'µs', goal: 12 },
    { key: 'serverCpuPercent', label: 'server CPU (measured phase)', unit: '% of a core' },
    { key: 'clientCpuPercent', label: 'client process CPU (all clients)', unit: '% of a core' },
    { key: 'lostPercent', label: 'updates not delivered', unit: '%' },
    { key: 'disconnects', label: 'sockets closed by the server', unit: '' },
  ];
  return {
    id: shape.id,
    title: shape.title,
    servers: SERVER_KINDS,
    figures,
    async run(server, target) {
      const client = await ClientHandle.start({
        kind: 'traffic',
        target,
        rooms: shape.rooms,
        editorsPerRoom: shape.editorsPerRoom,
        viewersPerRoom: shape.viewersPerRoom,
        writersPerRoom: shape.writersPerRoom,
        writeHz: shape.writeHz,
        durationMs: shape.durationMs,
      });
      try {
        const before = await server.cpu();
        const result = await client.go();
        const after = await server.cpu();
        return {
          p50: percentile(result.latenciesMs, 50),
          p99: percentile(result.latenciesMs, 99),
          cpuPerDelivery:
            result.delivered > 0 ? (after.cpuMicros - before.cpuMicros) / result.delivered : Number.NaN,
          serverCpuPercent: (after.cpuMicros - before.cpuMicros) / 10 / result.measuredMs,
          clientCpuPercent: result.clientCpuPercent,
          lostPercent:
            result.expected > 0 ? (100 * (result.expected - result.delivered)) / result.expected : 0,
          disconnects: result.disconnects,
        };
      } finally {
        await client.close();
      }
    },
  };
}
