import { ClientHandle } from '../client/ClientHandle';
import { SERVER_KINDS } from '../ServerKind';
import { percentile } from '../stats/percentile';
import type { Scenario } from './Scenario';

/** Connect-to-synced for `sockets` clients opened at once into one room that is not loaded yet. */
export function joinStormScenario(sockets: number): Scenario {
  return {
    id: 'join-storm',
    title: `Join storm: ${sockets} sockets opened at once into one new room`,
    servers: SERVER_KINDS,
    figures: [
      { key: 'openP99', label: 'connect-to-open (upgrade answered) p99', unit: 'ms' },
      { key: 'p50', label: 'connect-to-synced p50', unit: 'ms' },
      { key: 'p99', label: 'connect-to-synced p99', unit: 'ms', goal: 100 },
      { key: 'failures', label: 'sockets never synced', unit: '' },
    ],
    async run(_server, target) {
      const client = await ClientHandle.start({ kind: 'joinStorm', target, sockets });
      try {
        const result = await client.go();
        return {
          openP99: percentile(result.connectToOpenMs, 99),
          p50: percentile(result.connectToSyncedMs, 50),
          p99: percentile(result.connectToSyncedMs, 99),
          failures: result.failures,
        };
      } finally {
        await client.close();
      }
    },
  };
}
