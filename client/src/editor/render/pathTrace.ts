import { Color, WebGLRenderer, type PerspectiveCamera, type Scene } from 'three';
import type { PixelSize } from '../../model/render/renderSize';
import { pathTracingScene } from './pathTracingScene';
import { RENDER_SKY } from './prepareSceneForRender';

/**
 * How long a path-traced render may take before it stops with the samples it has: a software
 * renderer (no GPU) makes a sample of a kitchen in tens of seconds (docs/benchmarks.md).
 */
export const PATH_TRACE_TIME_LIMIT_MS = 5 * 60_000;
/** The sky and ground the environment light comes from, as in the rasterised render. */
const SKY_TOP = '#f4f7fb';
const SKY_BOTTOM = '#b8ad9c';
const ENVIRONMENT_INTENSITY = 0.8;
const BOUNCES = 4;

/** How far a path-traced render has got, and the canvas it sharpens on (for a live preview). */
export interface PathTraceProgress {
  samples: number;
  target: number;
  preview: HTMLCanvasElement;
}

export interface PathTraceOptions {
  scene: Scene;
  camera: PerspectiveCamera;
  /** The design view's renderer, whose tone mapping and colour space the render keeps. */
  look: Pick<WebGLRenderer, 'toneMapping' | 'toneMappingExposure' | 'outputColorSpace'>;
  size: PixelSize;
  samples: number;
  /**
   * Sampling lights and surfaces both ways: cleaner pictures per sample, but a shader SwiftShader
   * takes minutes to compile (model/render/pathTracingSupport).
   */
  multipleImportanceSampling: boolean;
  timeLimitMs?: number;
  /** Asked after each sample: true ends the render with the samples made so far. */
  finishNow?(): boolean;
  onProgress(progress: PathTraceProgress): void;
}

/** The traced picture in a 2D canvas, which outlives the tracer's WebGL context. */
function copyOf(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  if (context === null) throw new Error('no 2D canvas for the traced picture');
  context.drawImage(canvas, 0, 0);
  return copy;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A progressive path-traced render (three-gpu-pathtracer) of the design view's scene: the room is
 * copied for the tracer (`pathTracingScene`), traced on a renderer and canvas of its own at the
 * render's size, one sample per frame so the preview sharpens on screen, until `samples` or the time
 * limit; then a copy of the picture is returned. Refuses (for the rasterised fallback) when not one sample was
 * made in time. Everything it made is freed, the second WebGL context included.
 */
export async function pathTrace(options: PathTraceOptions): Promise<HTMLCanvasElement> {
  const { WebGLPathTracer, GradientEquirectTexture } = await import('three-gpu-pathtracer');
  const { size, look } = options;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const renderer = new WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
  const traced = pathTracingScene(options.scene);
  const environment = new GradientEquirectTexture(64);
  let tracer: InstanceType<typeof WebGLPathTracer> | null = null;
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(size.width, size.height, false);
    renderer.toneMapping = look.toneMapping;
    renderer.toneMappingExposure = look.toneMappingExposure;
    renderer.outputColorSpace = look.outputColorSpace;
    environment.topColor.set(SKY_TOP);
    environment.bottomColor.set(SKY_BOTTOM);
    environment.update();
    traced.scene.environment = environment;
    traced.scene.environmentIntensity = ENVIRONMENT_INTENSITY;
    traced.scene.background = new Color(RENDER_SKY);
    const camera = options.camera.clone();
    camera.aspect = size.width / size.height;
    camera.updateProjectionMatrix();

    tracer = new WebGLPathTracer(renderer);
    tracer.renderDelay = 0;
    tracer.minSamples = 1;
    tracer.fadeDuration = 0;
    tracer.bounces = BOUNCES;
    tracer.multipleImportanceSampling = options.multipleImportanceSampling;
    // The tracer would draw the room rasterised until its first sample, compiling every material's
    // shaders again in its own context: the design view already shows the room.
    tracer.rasterizeScene = false;
    tracer.tiles.set(4, 4);
    tracer.setScene(traced.scene, camera);

    const started = performance.now();
    const limit = options.timeLimitMs ?? PATH_TRACE_TIME_LIMIT_MS;
    while (
      tracer.samples < options.samples &&
      performance.now() - started < limit &&
      !(tracer.samples >= 1 && options.finishNow?.() === true)
    ) {
      tracer.renderSample();
      if (renderer.getContext().isContextLost()) throw new Error('the path tracer’s WebGL context was lost');
      options.onProgress({ samples: Math.floor(tracer.samples), target: options.samples, preview: canvas });
      await nextFrame();
    }
    if (tracer.samples < 1) throw new Error('path tracing made no full sample within its time limit');
    return copyOf(canvas);
  } finally {
    tracer?.dispose();
    environment.dispose();
    traced.dispose();
    renderer.dispose();
    // Browsers keep few WebGL contexts: this one goes now, not when it is collected.
    renderer.forceContextLoss();
  }
}
