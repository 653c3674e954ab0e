import type { PerspectiveCamera, Scene, WebGLRenderer } from 'three';
import { Vector2 } from 'three';
import type { PixelSize } from '../../model/render/renderSize';
import { RenderMemoryError } from './RenderMemoryError';

/** WebGL's answer when a buffer could not be allocated. */
const OUT_OF_MEMORY = 0x0505;

/** Throws when the device could not hold what was just drawn. */
export function assertRendererHealthy(gl: WebGLRenderer): void {
  const context = gl.getContext();
  if (context.isContextLost()) throw new RenderMemoryError('the WebGL context was lost');
  if (context.getError() === OUT_OF_MEMORY) throw new RenderMemoryError('WebGL ran out of memory');
}

/**
 * Draws the scene once at the render's size with the person's framing: the design view's own
 * drawing buffer is grown to the render's size, drawn, copied out and put back, all in one task,
 * so the screen never shows the large frame (as `ThumbnailCapture` does) and the picture gets the
 * view's tone mapping, colour space and antialiasing.
 */
export function rasterisedRender(
  { gl, scene, camera }: { gl: WebGLRenderer; scene: Scene; camera: PerspectiveCamera },
  size: PixelSize,
): HTMLCanvasElement {
  const picture = document.createElement('canvas');
  picture.width = size.width;
  picture.height = size.height;
  const context = picture.getContext('2d');
  if (context === null) throw new RenderMemoryError('no 2D canvas of the render’s size');
  const shot = camera.clone();
  shot.aspect = size.width / size.height;
  shot.updateProjectionMatrix();
  const viewSize = gl.getSize(new Vector2());
  const ratio = gl.getPixelRatio();
  try {
    gl.setPixelRatio(1);
    gl.setSize(size.width, size.height, false);
    const drawn = gl.getDrawingBufferSize(new Vector2());
    if (drawn.x < size.width || drawn.y < size.height) {
      throw new RenderMemoryError(`the device draws at most ${drawn.x} × ${drawn.y} pixels`);
    }
    gl.render(scene, shot);
    assertRendererHealthy(gl);
    context.drawImage(gl.domElement, 0, 0, size.width, size.height, 0, 0, size.width, size.height);
  } finally {
    gl.setPixelRatio(ratio);
    gl.setSize(viewSize.x, viewSize.y, false);
    gl.render(scene, camera);
  }
  return picture;
}
