/**
 * Drivers that draw in software, on the CPU. The path tracer's shader is large, and without a GPU
 * (and the parallel shader compiling GPUs' drivers offer) compiling it blocks the page for minutes:
 * on SwiftShader it had not finished after seven (docs/benchmarks.md). A path-traced render there
 * is made rasterised instead, with `SOFTWARE_RENDERER_NOTE` said.
 */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export const SOFTWARE_RENDERER_NOTE =
  'Path tracing needs a graphics card, and this device draws in software, so the fast render is made instead.';

/** Whether a path-traced render can run on the named WebGL renderer. */
export function canPathTrace(rendererName: string): boolean {
  return !SOFTWARE_RENDERERS.test(rendererName);
}
