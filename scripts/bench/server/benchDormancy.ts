/**
 * How soon our server lets a quiet room's design sleep in the benchmark (production: 30 s), so that
 * the heap scenario can weigh quiet rooms without waiting a minute per repeat.
 */
export const BENCH_DORMANT_ROOM_AFTER_MS = 2_000;

/** How long the heap scenario leaves the rooms quiet before weighing them again: past two checks. */
export const BENCH_QUIET_WAIT_MS = BENCH_DORMANT_ROOM_AFTER_MS * 2 + 1_000;
