import { ClientHandle } from '../client/ClientHandle';
import { percentile } from '../stats/percentile';
import type { Scenario } from './Scenario';

/**
 * Write-to-acknowledgement for one editor writing one update at a time. Ours acknowledges after the
 * durable append; Hocuspocus's sync status (sent after it applies in memory) is shown for scale;
 * y-websocket-server has no acknowledgement.
 */
export function ackScenario(writes: number): Scenario {
  return {
    id: 'ack',
    title: `Ack latency: ${writes} sequential writes by one editor`,
    servers: ['kitchensync', 'hocuspocus'],
    figures: [
      { key: 'p50', label: 'ack p50', unit: 'ms' },
      { key: 'p99', label: 'ack p99', unit: 'ms', goal: 10 },
      { key: 'failures', label: 'writes never acknowledged', unit: '' },
    ],
    async run(_server, target) {
      const client = await ClientHandle.start({ kind: 'ack', target, writes });
      try {
        const result = await client.go();
        return {
          p50: percentile(result.ackMs, 50),
          p99: percentile(result.ackMs, 99),
          failures: result.failures,
        };
      } finally {
        await client.close();
      }
    },
  };
}
