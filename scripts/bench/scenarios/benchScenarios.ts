import type { BenchOptions } from '../BenchOptions';
import { ackScenario } from './ackScenario';
import { heapScenario } from './heapScenario';
import { joinStormScenario } from './joinStormScenario';
import type { Scenario } from './Scenario';
import { trafficScenario } from './trafficScenario';

/**
 * The scenarios, sized for two cores: the client process shares the machine with the server, so
 * rates are kept where the clients (which apply every update they receive) are not the bottleneck.
 */
export function benchScenarios(options: BenchOptions): Scenario[] {
  const seconds = (full: number) => (options.quick ? 2_000 : full * 1_000);
  const scenarios = [
    trafficScenario({
      id: 'room-1x20',
      title: '1 room × 20 clients, one update every 50 ms (writers take turns)',
      rooms: 1,
      editorsPerRoom: 20,
      viewersPerRoom: 0,
      writersPerRoom: 20,
      writeHz: 1,
      durationMs: seconds(6),
      p99Goal: 2.5,
    }),
    trafficScenario({
      id: 'writers-20x30hz',
      title: '1 room × 20 clients, all 20 writing at 30 Hz',
      rooms: 1,
      editorsPerRoom: 20,
      viewersPerRoom: 0,
      writersPerRoom: 20,
      writeHz: 30,
      durationMs: seconds(5),
    }),
    trafficScenario({
      id: 'rooms-100x2',
      title: '100 rooms × 2 clients, one writer per room at 5 Hz',
      rooms: 100,
      editorsPerRoom: 2,
      viewersPerRoom: 0,
      writersPerRoom: 1,
      writeHz: 5,
      durationMs: seconds(5),
      p99Goal: 15,
    }),
    heapScenario(options.quick ? 5 : 20, 300),
    joinStormScenario(200),
    ackScenario(options.quick ? 50 : 200),
  ];
  if (options.full) {
    scenarios.push(
      trafficScenario({
        id: 'editors-50-viewers-500',
        title: '1 room: 50 editors writing at 0.5 Hz each, 500 viewers',
        rooms: 1,
        editorsPerRoom: 50,
        viewersPerRoom: 500,
        writersPerRoom: 50,
        writeHz: 0.5,
        durationMs: seconds(8),
        p99Goal: 50,
      }),
    );
  }
  return options.only.length === 0 ? scenarios : scenarios.filter((s) => options.only.includes(s.id));
}
