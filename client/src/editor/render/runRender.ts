import type { RootState } from '@react-three/fiber';
import type { PerspectiveCamera } from 'three';
import type { RenderAttempt } from '../../model/render/renderAttempts';
import { renderSize } from '../../model/render/renderSize';
import type { RenderStage } from '../../model/render/renderStages';
import { composeRender } from './composeRender';
import { pathTrace, type PathTraceProgress } from './pathTrace';
import { prepareSceneForRender } from './prepareSceneForRender';
import { assertRendererHealthy, rasterisedRender } from './rasterisedRender';
import { RenderMemoryError } from './RenderMemoryError';

/** Where a render has got: its stage, how far through it (0 to 1), and the path tracer's samples. */
export interface RenderReport {
  stage: RenderStage;
  done: number;
  trace?: PathTraceProgress;
}

export interface RenderJob {
  get: () => RootState;
  attempt: RenderAttempt;
  watermark: HTMLImageElement;
  /** Whether the path tracer samples lights and surfaces both ways (off on software renderers). */
  multipleImportanceSampling: boolean;
  /** Asked during path tracing: true keeps the samples made so far. */
  finishNow?(): boolean;
  onReport(report: RenderReport): void;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * One try at a render through its stages (spec 001 section 4): initializing (the scene readied),
 * compiling lights (the shaders for the render's lights and shadows), creating image (rasterised
 * or path traced), editing (watermark, PNG). Whatever happens, the scene, its shadows and the
 * view's size are put back and the view is drawn again. A frame passes between stages, so the
 * progress shows.
 */
export async function runRender({
  get,
  attempt,
  watermark,
  multipleImportanceSampling,
  finishNow,
  onReport,
}: RenderJob): Promise<Blob> {
  onReport({ stage: 'initializing', done: 0 });
  await nextFrame();
  const state = get();
  const camera = state.camera as PerspectiveCamera;
  if (camera.isPerspectiveCamera !== true) throw new Error('a render needs the 3D view');
  const size = renderSize(attempt.upscale, state.size);
  const lost = { happened: false };
  const onLost = () => {
    lost.happened = true;
  };
  state.gl.domElement.addEventListener('webglcontextlost', onLost);
  const restore = prepareSceneForRender(state, attempt);
  try {
    onReport({ stage: 'compilingLights', done: 0 });
    await nextFrame();
    await state.gl.compileAsync(state.scene, camera);
    assertRendererHealthy(state.gl);

    onReport({ stage: 'creatingImage', done: 0 });
    await nextFrame();
    const picture =
      attempt.method === 'pathTraced'
        ? await pathTrace({
            scene: state.scene,
            camera,
            look: state.gl,
            size,
            samples: attempt.samples,
            multipleImportanceSampling,
            finishNow,
            onProgress: (trace) =>
              onReport({ stage: 'creatingImage', done: trace.samples / trace.target, trace }),
          })
        : rasterisedRender({ gl: state.gl, scene: state.scene, camera }, size);
    if (lost.happened) throw new RenderMemoryError('the WebGL context was lost during the render');

    onReport({ stage: 'editing', done: 0 });
    await nextFrame();
    const blob = await composeRender(picture, watermark);
    onReport({ stage: 'editing', done: 1 });
    return blob;
  } finally {
    state.gl.domElement.removeEventListener('webglcontextlost', onLost);
    restore();
    state.invalidate();
  }
}
