/** What the render asks of the device's WebGL before it path traces. */
export interface WebGLCapabilities {
  /** The graphics driver as the browser names it (WEBGL_debug_renderer_info), "" when it will not say. */
  readonly rendererName: string;
  readonly webgl2: boolean;
  readonly extensions: readonly string[];
}

/** How a render asked to be path traced is made on this device, and what the person is told. */
export type PathTracingRoute =
  | { readonly pathTrace: true; readonly multipleImportanceSampling: boolean; readonly note: string | null }
  | { readonly pathTrace: false; readonly note: string };

/**
 * Drivers that draw in software, on the CPU. They path trace, but SwiftShader turns the path
 * tracer's shader with multiple importance sampling into machine code for four to six minutes at
 * its first draw (docs/benchmarks.md); without it, in twenty to thirty seconds.
 */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** The tracer accumulates samples in 32-bit float render targets: WebGL 2 can draw into them only with this. */
const FLOAT_TARGETS = 'EXT_color_buffer_float';

export const NO_FLOAT_TARGETS_NOTE =
  'Path tracing needs WebGL 2 with floating-point pictures (EXT_color_buffer_float), which this browser does not offer, so the fast render is made instead.';

export const SOFTWARE_RENDERER_NOTE =
  'This device draws in software, without a graphics card: path tracing leaves out multiple importance sampling (its shader would take minutes to get ready here) and each sample takes tens of seconds, so choose few samples or finish early.';

/**
 * The route of a path-traced render (issue 16): the path tracer when the device can draw its float
 * targets, with multiple importance sampling on a graphics card and without it on a software
 * renderer, where its shader would take minutes to compile; otherwise the rasterised render, with
 * the reason said.
 */
export function pathTracingRoute({ rendererName, webgl2, extensions }: WebGLCapabilities): PathTracingRoute {
  if (!webgl2 || !extensions.includes(FLOAT_TARGETS))
    return { pathTrace: false, note: NO_FLOAT_TARGETS_NOTE };
  if (SOFTWARE_RENDERERS.test(rendererName))
    return { pathTrace: true, multipleImportanceSampling: false, note: SOFTWARE_RENDERER_NOTE };
  return { pathTrace: true, multipleImportanceSampling: true, note: null };
}
