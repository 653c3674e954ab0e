// Preloaded (`node --expose-gc --import memoryProbe.mjs <server>`) into every server process the product
// benchmark starts, ours and the references alike: plain JavaScript, so that it adds no loader, and a
// few hundred bytes of its own. Over the IPC channel of `fork` it answers CPU time, RSS and the heap
// left after forced collections, so that each figure belongs to that process alone.
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
  process.send?.({
    probe: 'sample',
    id: message.id,
    cpuMicros: cpu.user + cpu.system,
    rssBytes,
    heapUsedBytes: memory.heapUsed,
  });
});
// The channel must not keep a server alive that would otherwise exit.
process.channel?.unref();
