import type { WebGLRenderer } from 'three';
import type { WebGLCapabilities } from '../../model/render/pathTracingSupport';
import { rendererName } from './rendererName';

/** What the design view's WebGL context offers, for deciding how a path-traced render is made. */
export function webglCapabilities(gl: WebGLRenderer): WebGLCapabilities {
  const context = gl.getContext();
  return {
    rendererName: rendererName(gl),
    webgl2: typeof WebGL2RenderingContext !== 'undefined' && context instanceof WebGL2RenderingContext,
    extensions: context.getSupportedExtensions() ?? [],
  };
}
