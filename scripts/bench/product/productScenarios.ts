import type { ScenarioSpec } from '../scenarios/Scenario';
import { PRODUCT_PEERS } from './ProductPeer';

/** The product benchmark's tables; `key`s are what the orchestrator records per run. */
export const PRODUCT_SCENARIOS = {
  idle: {
    id: 'idle',
    title: 'Idle process: started, no room loaded, no request served',
    servers: PRODUCT_PEERS,
    figures: [
      { key: 'rssMb', label: 'RSS', unit: 'MB', goal: 120 },
      { key: 'heapMb', label: 'heap used after forced GC', unit: 'MB' },
    ],
  },
  joinStorm: {
    id: 'join-storm',
    title: 'Join storm: 200 clients at once into 100 stored rooms (30-model design each)',
    servers: PRODUCT_PEERS,
    figures: [
      { key: 'p50', label: 'start-to-synced p50 (ours: ticket fetch included)', unit: 'ms' },
      { key: 'p99', label: 'start-to-synced p99 (ours: ticket fetch included)', unit: 'ms' },
      { key: 'socketP50', label: 'socket-to-synced p50', unit: 'ms' },
      { key: 'socketP99', label: 'socket-to-synced p99', unit: 'ms' },
      { key: 'neverSynced', label: 'clients never synced', unit: '' },
      { key: 'withoutWholeDesign', label: 'clients without the whole design', unit: '' },
      { key: 'serverCpuMs', label: 'server CPU, the storm and the joiners leaving', unit: 'ms' },
      {
        key: 'clientCpuMs',
        label: "clients' process CPU until the last synced (ours: ticket requests included)",
        unit: 'ms',
      },
    ],
  },
  backToBack: {
    id: 'propagation-back-to-back',
    title: 'One editor and one peer: 200 changes back to back (each once the peer saw the last)',
    servers: PRODUCT_PEERS,
    figures: [
      { key: 'p50', label: 'propagation p50', unit: 'ms' },
      { key: 'p99', label: 'propagation p99', unit: 'ms' },
      { key: 'ackP50', label: 'ack (durable) p50', unit: 'ms' },
      { key: 'ackP99', label: 'ack (durable) p99', unit: 'ms' },
    ],
  },
  paced: {
    id: 'propagation-paced',
    title: 'One editor and one peer: 100 changes, one every 50 ms',
    servers: PRODUCT_PEERS,
    figures: [
      { key: 'p50', label: 'propagation p50', unit: 'ms' },
      { key: 'p99', label: 'propagation p99', unit: 'ms' },
      { key: 'ackP99', label: 'ack (durable) p99', unit: 'ms' },
    ],
  },
  room20: {
    id: 'room-1x20',
    title: '1 room × 20 editors, one change every 50 ms (writers take turns)',
    servers: PRODUCT_PEERS,
    figures: [
      { key: 'p50', label: 'propagation p50', unit: 'ms' },
      { key: 'p99', label: 'propagation p99', unit: 'ms' },
      { key: 'cpuPerDelivery', label: 'server CPU per delivered update', unit: 'µs' },
    ],
  },
  writers20: {
    id: 'writers-20x30hz',
    title: '1 room × 20 editors, all writing at 30 Hz',
    servers: PRODUCT_PEERS,
    figures: [
      { key: 'p50', label: 'propagation p50', unit: 'ms' },
      { key: 'p99', label: 'propagation p99', unit: 'ms' },
      { key: 'ackP99', label: 'ack (durable) p99', unit: 'ms', goal: 10 },
      {
        key: 'serverAckP99',
        label: "durable append p99 in the server (its /metrics histogram's bucket bound)",
        unit: 'ms',
      },
      { key: 'cpuPerDelivery', label: 'server CPU per delivered update', unit: 'µs' },
      { key: 'notDeliveredPercent', label: 'updates not delivered', unit: '%' },
    ],
  },
} satisfies Record<string, ScenarioSpec>;
