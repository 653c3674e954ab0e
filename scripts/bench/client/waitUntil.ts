/** Polls until the condition holds or the time is up; says which, so a stalled phase is reported, not hung on. */
export async function waitUntil(condition: () => boolean, timeoutMs: number, pollMs = 5): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
