// Preloaded (`node --expose-gc --import memoryProbe.mjs <server>`) into every server process the product
// benchmark starts, ours and the references alike: plain JavaScript, so that it adds no loader, and a
// few hundred bytes of its own. Over the IPC channel of `fork` it answers CPU time, RSS and the heap
// left after forced collections, so that each figure belongs to that process alone.
// With BENCH_LOOP_DELAY=1 (`--loop-delay`), also the event loop's delay and the garbage collector's
// pauses since the last sample: a diagnosis of latency tails, off by default because a 1 ms timer
// costs CPU that the CPU figures would count.
let loopDelay = null;
let gcPauses = null;
if (process.env.BENCH_LOOP_DELAY === '1') {
  const { monitorEventLoopDelay, PerformanceObserver } = await import('node:perf_hooks');
  loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  gcPauses = { max: 0, total: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcPauses.max = Math.max(gcPauses.max, entry.duration);
      gcPauses.total += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
}

process.on('message', (message) => {
  if (!message || message.probe !== 'sample') return;
  // RSS as the process holds it, before any forced collection; the heap after them, live data only.
  const rssBytes = process.memoryUsage().rss;
  if (message.collect) {
    // Several passes: Yjs structures freed in one pass can hold others that only the next pass frees.
    for (let i = 0; i < 4; i += 1) globalThis.gc?.();
  }
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const delays = loopDelay
    ? {
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
        gcPauseMaxMs: gcPauses.max,
        gcPauseTotalMs: gcPauses.total,
      }
    : undefined;
  loopDelay?.reset();
  if (gcPauses) gcPauses.max = gcPauses.total = 0;
  process.send?.({
    probe: 'sample',
    id: message.id,
    cpuMicros: cpu.user + cpu.system,
    rssBytes,
    heapUsedBytes: memory.heapUsed,
    delays,
  });
});
// The channel must not keep a server alive that would otherwise exit.
process.channel?.unref();
