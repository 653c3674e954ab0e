import type { PlacedModel } from '@kitchensync/schemas';
import {
  ACESFilmicToneMapping,
  DirectionalLight,
  HemisphereLight,
  InstancedBufferAttribute,
  InstancedMesh,
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

/** The picture's side in pixels: a catalogue tile is at most about 100 CSS pixels wide. */
export const CATALOGUE_PICTURE_SIZE = 160;
/** Pictures are drawn as the 3D view's default quality draws: finishes and their patterns. */
const PICTURE_QUALITY = 'medium';
const FIELD_OF_VIEW = 28;
/** Seen from the front, a little to the right and above, as catalogues show cabinets. */
const VIEW_DIRECTION = new Vector3(0.55, 0.42, 1).normalize();
const DEFAULT_COUNTERTOP = countertopSurface(null);

/**
 * The one offscreen WebGL renderer that draws catalogue pictures, shared by every tile of every
 * panel (a context per tile would exhaust the browser's few). It draws a model's parts exactly as
 * the design view does (`buildPartBatches`, the shared finish materials) under a fixed studio light,
 * framed on the model's box, on a transparent background, and answers a WebP picture.
 */
export class CataloguePictureRenderer {
  private readonly canvas = document.createElement('canvas');
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.01, 100);

  constructor() {
    this.canvas.width = CATALOGUE_PICTURE_SIZE;
    this.canvas.height = CATALOGUE_PICTURE_SIZE;
    this.renderer = new WebGLRenderer({
      canvas: this.canvas,
      antialias: true,
      alpha: true,
      preserveDrawingBuffer: true,
    });
    this.renderer.setClearColor(0x000000, 0);
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.outputColorSpace = SRGBColorSpace;
    const key = new DirectionalLight(0xffffff, 1.7);
    key.position.set(-1.5, 3, 2.5);
    this.scene.add(key, new HemisphereLight(0xffffff, 0xcbbfa9, 1.3));
  }

  /**
   * Draws `model`'s parts (its batches, as `buildPartBatches` grouped them) and answers the picture.
   * The drawing is done when the first promise settles (the patterns are laid first); the picture
   * is encoded from a copy taken then, so the next model can be drawn while this one encodes.
   */
  async draw(model: PlacedModel, batches: readonly PartBatch[]): Promise<{ encoded: Promise<Blob> }> {
    await this.patternsOf(batches);
    const meshes = batches.map((batch) => this.meshOf(batch));
    try {
      this.scene.add(...meshes);
      this.frame(model);
      this.renderer.render(this.scene, this.camera);
      const encoded = new Promise<Blob>((resolve, reject) =>
        this.canvas.toBlob(
          (blob) => (blob === null ? reject(new Error('The picture could not be encoded.')) : resolve(blob)),
          'image/webp',
          0.9,
        ),
      );
      return { encoded };
    } finally {
      for (const mesh of meshes) {
        this.scene.remove(mesh);
        mesh.dispose();
      }
    }
  }

  /** The generated pattern pictures the batches' finishes lay, so the picture shows the grain and stone. */
  private async patternsOf(batches: readonly PartBatch[]): Promise<void> {
    const size = qualityProfile(PICTURE_QUALITY).textureSize;
    const patterns = new Set(
      batches.map((batch) => (batch.countertop ? DEFAULT_COUNTERTOP.pattern : batch.pattern)),
    );
    patterns.delete('none');
    await Promise.all(
      [...patterns].map((pattern) => (pattern === 'none' ? null : patternTexture(pattern, size))),
    );
  }

  private meshOf(batch: PartBatch): InstancedMesh {
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
