import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/** What the metrics read from the running server at scrape time, so nothing is counted twice. */
export interface MetricsSources {
  roomCount(): number;
  dormantRoomCount(): number;
}

/**
 * The Prometheus registry of one server process: Node's own metrics (CPU, heap, event-loop lag)
 * plus the collab-server's gauges, read when scraped. A registry per server, not the global one, so
 * tests can run several servers in one process.
 */
export function createMetricsRegistry(sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({
    register: registry,
    prefix: 'kitchensync_',
    // prom-client's default (10 ms) wakes the event loop 100 times a second: about 4 ms of CPU a second
    // on the 2-core machine we measure on, a tenth of a busy room's cost. Every 100 ms still catches
    // any stall long enough to matter.
    eventLoopMonitoringPrecision: 100,
  });
  new Gauge({
    name: 'kitchensync_collab_rooms',
    help: 'Saves loaded in memory by the collab-server',
    registers: [registry],
    collect() {
      this.set(sources.roomCount());
    },
  });
  new Gauge({
    name: 'kitchensync_collab_rooms_dormant',
    help: 'Loaded saves whose document sleeps as compressed bytes until its next use',
    registers: [registry],
    collect() {
      this.set(sources.dormantRoomCount());
    },
  });
  return registry;
}
