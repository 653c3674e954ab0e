import type { WebGLRenderer } from 'three';

/** The graphics driver WebGL runs on, as the browser names it ("" when it will not say). */
export function rendererName(gl: WebGLRenderer): string {
  const context = gl.getContext();
  const info = context.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = context.getParameter(info === null ? context.RENDERER : info.UNMASKED_RENDERER_WEBGL);
  return typeof name === 'string' ? name : '';
}
