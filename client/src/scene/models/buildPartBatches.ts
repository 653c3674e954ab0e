import {
  DEFAULT_RENDER_QUALITY,
  type HandleChoice,
  type PlacedModel,
  type RenderQuality,
} from '@kitchensync/schemas';
import { Color, Euler, Matrix4, Quaternion, Vector3 } from 'three';
import {
  modelFinishes,
  modelParts,
  modelSurroundingsOf,
  partAppearance,
  planAppearance,
  planParts,
  type PartAppearance,
  type PartRole,
  type PartSurface,
  type TexturePattern,
} from '../../model/modelParts';
import { surfacePattern } from '../../model/materials/surfacePattern';
import { isOverheadModel } from '../../model/plan/isOverheadModel';
import type { ViewMode } from '../ViewMode';
import { lowQualitySurface } from './lowQualitySurface';

/** Every part of every model that draws with one material: one instanced draw call. */
export interface PartBatch {
  key: string;
  surface: PartSurface;
  pattern: TexturePattern;
  /** The countertops of every model: drawn with the design's countertop material. */
  countertop: boolean;
  selected: boolean;
  count: number;
  /** Column-major 4x4 world matrices, 16 numbers per instance. */
  matrices: Float32Array;
  /** Linear RGB, 3 numbers per instance. */
  colors: Float32Array;
  /** The model each instance belongs to, so a pick on instance i finds its model. */
  modelIds: string[];
  /** What each instance is (door, handle, countertop …), so tests can count the parts drawn. */
  roles: PartRole[];
}

interface Collected {
  surface: PartSurface;
  pattern: TexturePattern;
  countertop: boolean;
  selected: boolean;
  matrices: number[];
  colors: number[];
  modelIds: string[];
  roles: PartRole[];
}

const modelMatrix = new Matrix4();
const partMatrix = new Matrix4();
const euler = new Euler();
const identity = new Quaternion();
const rotation = new Quaternion();
const position = new Vector3();
const scale = new Vector3();

/** Converts the palette's sRGB hex into the working (linear) colour space instance colours use. */
const color = new Color();

/**
 * Groups the parts of all visible models by material into instanced batches, each instance's
 * matrix placing the shared unit box at its part: the model's position and rotation, then the
 * part's offset and size. In the top view every model is its flat plan in the palette colours; in
 * 3D its procedural parts, with selected models on the selected variant of each material.
 * `countertopColor` is the design's countertop (null: the default slab); it rides on the instance
 * colour. At Medium and High quality every material is a finish (surface and pattern) and all
 * countertops are one batch drawn with the design's countertop material; at Low the finishes fold
 * into the few plain surfaces of before (`lowQualitySurface`), as many batches as then.
 */
export function buildPartBatches(
  models: readonly PlacedModel[],
  selectedIds: ReadonlySet<string>,
  viewMode: ViewMode,
  designHandle: HandleChoice = null,
  countertopColor: number | null = null,
  quality: RenderQuality = DEFAULT_RENDER_QUALITY,
): PartBatch[] {
  const low = quality === 'low' || viewMode === 'top';
  const collected = new Map<string, Collected>();
  // What stands around each model changes its parts: a countertop run over a dishwasher, a sink set in.
  const surroundings = viewMode === 'top' ? null : modelSurroundingsOf(models);
  for (const model of models) {
    if (!model.visible) continue;
    const selected = selectedIds.has(model.id);
    const plan = viewMode === 'top';
    const parts = plan ? planParts(model) : modelParts(model, designHandle, surroundings?.get(model.id));
    const finishes = plan ? null : modelFinishes(model, designHandle);
    euler.set(model.rotation.x, model.rotation.y, model.rotation.z);
    rotation.setFromEuler(euler);
    modelMatrix.compose(
      position.set(model.position.x, model.position.y, model.position.z),
      rotation,
      scale.set(1, 1, 1),
    );
    for (const part of parts) {
      const appearance: PartAppearance =
        finishes === null
          ? planAppearance(model.modelType, selected, isOverheadModel(model))
          : part.role === 'countertop' && countertopColor !== null
            ? { ...partAppearance('countertop', finishes), color: countertopColor }
            : partAppearance(part.role, finishes);
      // The plan shows selection by colour; 3D by the selected material.
      const selectedMaterial = !plan && selected;
      const countertop = !low && part.role === 'countertop';
      const surface = low ? lowQualitySurface(appearance.surface) : appearance.surface;
      const pattern = low ? 'none' : (appearance.pattern ?? surfacePattern(appearance.surface));
      const key = countertop ? `countertop:${selectedMaterial}` : `${surface}:${pattern}:${selectedMaterial}`;
      let batch = collected.get(key);
      if (batch === undefined) {
        batch = {
          surface,
          pattern,
          countertop,
          selected: selectedMaterial,
          matrices: [],
          colors: [],
          modelIds: [],
          roles: [],
        };
        collected.set(key, batch);
      }
      partMatrix.compose(
        position.set(part.center.x, part.center.y, part.center.z),
        identity,
        scale.set(part.size.x, part.size.y, part.size.z),
      );
      partMatrix.premultiply(modelMatrix);
      batch.matrices.push(...partMatrix.elements);
      color.setHex(appearance.color);
      batch.colors.push(color.r, color.g, color.b);
      batch.modelIds.push(model.id);
      batch.roles.push(part.role);
    }
  }
  return [...collected.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, batch]) => ({
      key,
      surface: batch.surface,
      pattern: batch.pattern,
      countertop: batch.countertop,
      selected: batch.selected,
      count: batch.modelIds.length,
      matrices: Float32Array.from(batch.matrices),
      colors: Float32Array.from(batch.colors),
      modelIds: batch.modelIds,
      roles: batch.roles,
    }));
}
