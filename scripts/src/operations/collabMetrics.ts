import type { CollabObserver, CompactionResult, RoomBusObserver } from '@kitchensync/collab-server';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** The collab-server's hooks, each feeding the registry's collab metrics. */
export interface CollabMetrics {
  collab: CollabObserver;
  bus: RoomBusObserver;
  compacted(result: CompactionResult): void;
  compactionFailed(): void;
}

// Appends are a group commit per tick (sub-millisecond to a few ms); bus lag spans loopback to a slow Redis.
// 7.5 and 15 ms: the acknowledgement's goal is 10 ms at p99 (issue 18), and an append waits for up to
// two WAL syncs of a few milliseconds each.
const APPEND_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 1];
const LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

/**
 * Registers the collab metrics (connections, updates, append latency, bus lag and gaps, compactions)
 * on `registry` and returns the observers that keep them current. Labels stay to small fixed sets:
 * a label per save would grow the registry with every design ever opened.
 */
export function createCollabMetrics(registry: Registry): CollabMetrics {
  const registers = [registry];
  const connections = new Gauge({
    name: 'kitchensync_collab_connections',
    help: 'Open collab sockets by role',
    labelNames: ['role'],
    registers,
  });
  const roomLoads = new Counter({
    name: 'kitchensync_collab_room_loads_total',
    help: 'Rooms loaded from the event log',
    registers,
  });
  const updates = new Counter({
    name: 'kitchensync_collab_updates_total',
    help: 'Updates appended to the event log and shared',
    registers,
  });
  const updateBytes = new Counter({
    name: 'kitchensync_collab_update_bytes_total',
    help: 'Bytes of the accepted updates',
    registers,
  });
  const refused = new Counter({
    name: 'kitchensync_collab_updates_refused_total',
    help: 'Updates dropped or refused, by reason',
    labelNames: ['reason'],
    registers,
  });
  const deliveries = new Counter({
    name: 'kitchensync_collab_update_deliveries_total',
    help: 'Update frames sent to clients',
    registers,
  });
  const appendSeconds = new Histogram({
    name: 'kitchensync_collab_append_seconds',
    help: 'Time the event log took to append an update durably',
    buckets: APPEND_BUCKETS,
    registers,
  });
  const busLag = new Histogram({
    name: 'kitchensync_collab_bus_lag_seconds',
    help: "Time from another instance's publish to delivery here",
    buckets: LAG_BUCKETS,
    registers,
  });
  const busGaps = new Counter({
    name: 'kitchensync_collab_bus_gaps_total',
    help: 'Rooms told to resync from the event log, by reason',
    labelNames: ['reason'],
    registers,
  });
  const busPublishFailures = new Counter({
    name: 'kitchensync_collab_bus_publish_failures_total',
    help: 'Updates the bus could not take (other instances resync from the log)',
    registers,
  });
  const busConnected = new Gauge({
    name: 'kitchensync_collab_bus_connected',
    help: '1 while the bus reader is connected (always 1 for the in-process bus)',
    registers,
  });
  busConnected.set(1);
  const compactions = new Counter({
    name: 'kitchensync_collab_compactions_total',
    help: 'Background compactions of the event log, by outcome',
    labelNames: ['status'],
    registers,
  });

  return {
    collab: {
      connectionOpened: (_saveId, role) => connections.inc({ role }),
      connectionClosed: (_saveId, role) => connections.dec({ role }),
      roomLoaded: () => roomLoads.inc(),
      updateAccepted: (_saveId, bytes) => {
        updates.inc();
        updateBytes.inc(bytes);
      },
      appendLatency: (_saveId, ms) => appendSeconds.observe(ms / 1000),
      updateDelivered: (_saveId, count) => deliveries.inc(count),
      updateRefused: (_saveId, reason) => refused.inc({ reason }),
    },
    bus: {
      delivered: (_saveId, lagMs) => busLag.observe(Math.max(0, lagMs) / 1000),
      gap: (_saveId, reason) => busGaps.inc({ reason }),
      publishFailed: () => busPublishFailures.inc(),
      connection: (state) => busConnected.set(state === 'up' ? 1 : 0),
    },
    compacted: (result) => compactions.inc({ status: result.status }),
    compactionFailed: () => compactions.inc({ status: 'failed' }),
  };
}
