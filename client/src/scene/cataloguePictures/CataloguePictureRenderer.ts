import type { PlacedModel } from '@kitchensync/schemas';
import {
  ACESFilmicToneMapping,
  DirectionalLight,
  HemisphereLight,
  InstancedBufferAttribute,
  InstancedMesh,
  Matrix4,
  PerspectiveCamera,
  SRGBColorSpace,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { PartBatch } from '../models/buildPartBatches';
import { countertopSurface } from '../models/countertopSurface';
import { surfaceMaterial } from '../models/surfaceMaterial';
import { UNIT_BOX } from '../models/unitBox';
import { qualityProfile } from '../lighting/qualityProfile';
import { patternTexture } from '../materials/patternTexture';
import {
  atlasCell,
  atlasHeight,
  atlasRowsUsed,
  atlasWidth,
  cropAtlasCell,
  type PictureAtlas,
} from './pictureAtlas';

/** Eight pictures a batch: one readback instead of eight (a canvas of 448 × 224 pixels at 112). */
const ATLAS_COLUMNS = 4;
const ATLAS_ROWS = 2;
/** Pictures are drawn as the 3D view's default quality draws: finishes and their patterns. */
const PICTURE_QUALITY = 'medium';
const FIELD_OF_VIEW = 28;
/** Seen from the front, a little to the right and above, as catalogues show cabinets. */
const VIEW_DIRECTION = new Vector3(0.55, 0.42, 1).normalize();
const DEFAULT_COUNTERTOP = countertopSurface(null);
/** Where the warm-up draws its boxes: a unit cube at the origin, seen as pictures see models. */
const WARM_UP_CAMERA_AT = new Vector3(0, 0, 0).addScaledVector(VIEW_DIRECTION, 3);

/** The pictures' studio: a key light from the left, above and in front, and a warm hemisphere fill. */
function studioScene(): Scene {
  const key = new DirectionalLight(0xffffff, 1.7);
  key.position.set(-1.5, 3, 2.5);
  return new Scene().add(key, new HemisphereLight(0xffffff, 0xcbbfa9, 1.3));
}

/** How often to look whether the GPU is through a batch's draws: a few times a 60 Hz frame. */
const FENCE_LOOK_MS = 4;

/** Resolves once the GPU has passed `fence`, looking between the page's tasks, never blocking it. */
function gpuThrough(gl: WebGL2RenderingContext, fence: WebGLSync): Promise<void> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const status = gl.clientWaitSync(fence, 0, 0);
      if (status === gl.WAIT_FAILED) reject(new Error('The picture could not be read back.'));
      else if (status === gl.TIMEOUT_EXPIRED) setTimeout(look, FENCE_LOOK_MS);
      else resolve();
    };
    look();
  });
}

/** A finish a picture draws: a batch's surface and pattern, or the design's countertop. */
export type PictureFinish = Pick<PartBatch, 'surface' | 'pattern' | 'countertop'>;

/**
 * The one offscreen WebGL renderer that draws catalogue pictures, shared by every tile of every
 * panel (a context per tile would exhaust the browser's few). It draws a model's parts exactly as
 * the design view does (`buildPartBatches`, the shared finish materials) under a fixed studio light,
 * framed on the model's box, on a transparent background, each model in a cell of one atlas
 * canvas, and answers WebP pictures.
 */
export class CataloguePictureRenderer {
  private readonly canvas = document.createElement('canvas');
  /** Where one cell's picture is put back together and encoded, while the atlas draws the next batch. */
  private readonly encoder = document.createElement('canvas');
  private readonly renderer: WebGLRenderer;
  private readonly scene = studioScene();
  private readonly camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.01, 100);

  readonly atlas: PictureAtlas;

  /** `pictureSize`: each picture's side in pixels (`cataloguePictureSize`). */
  constructor(pictureSize: number) {
    const atlas = { columns: ATLAS_COLUMNS, rows: ATLAS_ROWS, cellSize: pictureSize };
    this.atlas = atlas;
    this.canvas.width = atlasWidth(atlas);
    this.canvas.height = atlasHeight(atlas);
    this.encoder.width = atlas.cellSize;
    this.encoder.height = atlas.cellSize;
    this.renderer = new WebGLRenderer({
      canvas: this.canvas,
      antialias: true,
      alpha: true,
      preserveDrawingBuffer: true,
    });
    this.renderer.setClearColor(0x000000, 0);
    this.renderer.setScissorTest(true);
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.outputColorSpace = SRGBColorSpace;
  }

  /**
   * Draws `model`'s parts (its batches, as `buildPartBatches` grouped them) into atlas cell `cell`,
   * once the patterns they lay are ready. The GPU works on it while the page goes on; `readCells`
   * collects the pictures.
   */
  async drawCell(cell: number, model: PlacedModel, batches: readonly PartBatch[]): Promise<void> {
    const { left, bottom } = atlasCell(this.atlas, cell);
    await this.patternsOf(batches);
    const meshes = batches.map((batch) => this.meshOf(batch));
    try {
      this.scene.add(...meshes);
      this.frame(model);
      const size = this.atlas.cellSize;
      this.renderer.setViewport(left, bottom, size, size);
      this.renderer.setScissor(left, bottom, size, size);
      this.renderer.render(this.scene, this.camera);
    } finally {
      for (const mesh of meshes) {
        this.scene.remove(mesh);
        mesh.dispose();
      }
    }
  }

  /**
   * Readies the pictures' first draw ahead of any panel: the patterns `finishes` lay, the programs
   * of their materials under the pictures' lights (linked without blocking the page where the
   * browser can, `compileAsync`), then, after `nextTurn`, one draw of a box in each into cell 0, so
   * a software renderer builds its pipelines then and not while a person waits for a panel. Each
   * step is short; `nextTurn` decides when the page can spare the next.
   */
  async warmUp(finishes: readonly PictureFinish[], nextTurn: () => Promise<void>): Promise<void> {
    await this.patternsOf(finishes);
    await nextTurn();
    const one = {
      count: 1,
      matrices: new Matrix4().toArray(new Float32Array(16)),
      colors: new Float32Array([1, 1, 1]),
    };
    const meshes = finishes.map((finish) => this.meshOf({ ...finish, ...one }));
    // A scene and camera of its own: a picture drawn between these steps must not show the boxes.
    const scene = studioScene().add(...meshes);
    const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.1, 10);
    camera.position.copy(WARM_UP_CAMERA_AT);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
    try {
      await this.renderer.compileAsync(scene, camera);
      await nextTurn();
      const { left, bottom } = atlasCell(this.atlas, 0);
      const size = this.atlas.cellSize;
      this.renderer.setViewport(left, bottom, size, size);
      this.renderer.setScissor(left, bottom, size, size);
      this.renderer.render(scene, camera);
      this.renderer.getContext().flush();
    } finally {
      for (const mesh of meshes) mesh.dispose();
    }
  }

  /**
   * The pictures of cells 0 to `count - 1`, each encoded as WebP off the main thread. The atlas's
   * rows are copied on the GPU into a pixel buffer behind the draws, and fetched once a fence says
   * the GPU is through them, so the page goes on (and the next batch is drawn) while a software
   * GPU rasterises these, instead of waiting in `readPixels`. Later draws into the atlas do not
   * reach pixels already copied.
   */
  async readCells(count: number): Promise<Promise<Blob>[]> {
    const rows = atlasRowsUsed(this.atlas, count);
    const width = atlasWidth(this.atlas);
    const height = rows * this.atlas.cellSize;
    const pixels = new Uint8Array(width * height * 4);
    const gl = this.renderer.getContext() as WebGL2RenderingContext;
    const buffer = gl.createBuffer();
    try {
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
      gl.bufferData(gl.PIXEL_PACK_BUFFER, pixels.byteLength, gl.STREAM_READ);
      gl.readPixels(0, atlasHeight(this.atlas) - height, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
      if (fence === null) throw new Error('The picture could not be read back.');
      gl.flush();
      try {
        await gpuThrough(gl, fence);
      } finally {
        gl.deleteSync(fence);
      }
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, pixels);
    } finally {
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      gl.deleteBuffer(buffer);
    }
    const context = this.encoder.getContext('2d');
    if (context === null) throw new Error('The picture could not be encoded.');
    const size = this.atlas.cellSize;
    return Array.from({ length: count }, (_, cell) => {
      context.putImageData(new ImageData(cropAtlasCell(this.atlas, pixels, rows, cell), size, size), 0, 0);
      return new Promise<Blob>((resolve, reject) =>
        this.encoder.toBlob(
          (blob) => (blob === null ? reject(new Error('The picture could not be encoded.')) : resolve(blob)),
          'image/webp',
          0.9,
        ),
      );
    });
  }

  /** The generated pattern pictures the batches' finishes lay, so the picture shows the grain and stone. */
  private async patternsOf(batches: readonly PictureFinish[]): Promise<void> {
    const size = qualityProfile(PICTURE_QUALITY).textureSize;
    const patterns = new Set(
      batches.map((batch) => (batch.countertop ? DEFAULT_COUNTERTOP.pattern : batch.pattern)),
    );
    patterns.delete('none');
    await Promise.all(
      [...patterns].map((pattern) => (pattern === 'none' ? null : patternTexture(pattern, size))),
    );
  }

  private meshOf(
    batch: Pick<PartBatch, 'surface' | 'pattern' | 'countertop' | 'count' | 'matrices' | 'colors'>,
  ): InstancedMesh {
    const material = surfaceMaterial(
      batch.countertop
        ? { ...DEFAULT_COUNTERTOP, selected: false, quality: PICTURE_QUALITY }
        : { surface: batch.surface, pattern: batch.pattern, selected: false, quality: PICTURE_QUALITY },
    );
    const mesh = new InstancedMesh(UNIT_BOX, material, batch.count);
    mesh.instanceMatrix.array.set(batch.matrices);
    mesh.instanceColor = new InstancedBufferAttribute(batch.colors.slice(0, batch.count * 3), 3);
    mesh.frustumCulled = false;
    return mesh;
  }

  /** Frames the model's box (its dimensions from its underside up) so it fills the picture. */
  private frame(model: PlacedModel): void {
    const { width, height, depth } = model.dimensions;
    const centre = new Vector3(model.position.x, model.position.y + height / 2, model.position.z);
    const radius = Math.hypot(width, height, depth) / 2;
    const distance = (radius / Math.sin(((FIELD_OF_VIEW / 2) * Math.PI) / 180)) * 0.92;
    this.camera.position.copy(centre).addScaledVector(VIEW_DIRECTION, distance);
    this.camera.near = Math.max(distance / 100, 0.005);
    this.camera.far = distance * 4;
    this.camera.lookAt(centre);
    this.camera.updateProjectionMatrix();
    this.camera.updateMatrixWorld();
  }
}
