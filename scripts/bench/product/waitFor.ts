/** Resolves true once `check` holds, false when `timeoutMs` passed first; polls every `everyMs`. */
export async function waitFor(check: () => boolean, timeoutMs: number, everyMs = 5): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return true;
}
