import {
  readDesign,
  readNodes,
  type Design,
  type IslandWall,
  type PlacedModel,
  type Role,
  type Wall,
} from '@kitchensync/schemas';
import type { Note } from '@kitchensync/schemas';
import type { RootState } from '@react-three/fiber';
import { Vector3, type Object3D } from 'three';
import type * as Y from 'yjs';
import type { SaveConnection } from '../collab/connectToSave';
import type { UndoSnapshot } from '../collab/createUndoHistory';
import { readPeers } from '../collab/readPeers';
import type { SaveState } from '../collab/trackSaving';
import type { ModelPlanSummary } from '../model/plan/planLineBatches';
import {
  cataloguePictureCounts,
  cataloguePicturesDrawnAhead,
  cataloguePicturesWarmedUp,
} from '../scene/cataloguePictures/cataloguePictures';
import { patternTextureMemory, patternTexturesPending } from '../scene/materials/patternTexture';
import type { ViewMode } from '../scene/ViewMode';
import { useSelection } from '../session/useSelection';

/**
 * What end-to-end tests read on `window.__kitchensync`: the canvas is not DOM, so the editor
 * reports its document, readiness and rendering here instead.
 */
export interface KitchenSyncTestApi {
  ready: boolean;
  /** Whether the plan has been fitted to the opened design (or found it empty); set as it happens. */
  planFitted: boolean;
  synced: boolean;
  role: Role | null;
  viewMode: ViewMode;
  frames: number;
  permissionDenied: string | null;
  /** Saving… / Saved / Offline, as the toolbar shows it. */
  saveState: SaveState;
  doc: Y.Doc | null;
  walls(): Wall[];
  islandWalls(): IslandWall[];
  /** The ids this person has selected (session state, never in the document). */
  selection(): readonly string[];
  /** The document's placed models (cabinets, appliances …), read when asked. */
  models(): PlacedModel[];
  /** The document's notes, read when asked. */
  notes(): Note[];
  /** The document's design-wide fields (countertop, flooring, backsplash …), read when asked; null before it opens. */
  design(): Design | null;
  /** How many scene objects a renderer made for the given node kind. */
  renderedCount(kind: string): number;
  /** How many of them are shown now (they and every parent visible), e.g. a drag's preview. */
  visibleCount(kind: string): number;
  /** How many instances the instanced meshes of the given kind draw (e.g. 'wallPieces'). */
  instanceCount(kind: string): number;
  /** How many parts of one role (handle, countertop …) the placed models' instanced meshes draw. */
  modelPartCount(role: string): number;
  /** What the top view's plan drawing shows of each model: its code, dashed or not, its symbols (none in 3D). */
  planDrawing(): ModelPlanSummary[];
  /** The coworkers in the room as awareness tells this client of them. */
  presence(): PresenceSummary[];
  /** What undo and redo would do now (null before the document is open). */
  undoState(): UndoSnapshot | null;
  /** What the last frame asked WebGL to draw (`renderer.info`); null before the canvas exists. */
  renderInfo(): { calls: number; triangles: number } | null;
  /**
   * The median milliseconds of `frames` frames drawn one after another as the view stands, each
   * waited for (a one-pixel read back): what a frame costs this machine, for the benchmarks.
   */
  frameMs(frames: number): number | null;
  /** The generated pattern pictures: still being drawn, made, and the bytes they take on the GPU. */
  patternTextures(): { pending: number; count: number; bytes: number };
  /** The catalogue tiles' pictures: still on their way, drawn this session, taken from the browser's store. */
  cataloguePictures(): { waiting: number; drawn: number; fromCache: number };
  /** Whether the pictures' renderer has been readied at idle (programs linked, patterns drawn). */
  cataloguePicturesWarmedUp(): boolean;
  /** Whether the pictures of the panels a person opens first are drawn ahead (or given up on); absent where none are. */
  cataloguePicturesDrawnAhead?(): boolean;
  /** Where the view's camera stands in the scene (meters), e.g. after an orbit. */
  cameraPosition(): { x: number; y: number; z: number } | null;
  /** Where a point of the scene shows on the page (client pixels) in the current view. */
  screenPoint(point: { x: number; y: number; z: number }): { x: number; y: number } | null;
}

export interface PresenceSummary {
  clientId: number;
  name: string;
  role: Role;
  color: string;
  selection: string[];
  pointer: { x: number; z: number } | null;
}

declare global {
  interface Window {
    __kitchensync?: KitchenSyncTestApi;
  }
}

let scene: Object3D | null = null;
let wallsNow: () => Wall[] = () => [];
let connection: SaveConnection | null = null;
let canvasState: (() => RootState) | null = null;

export const testApi: KitchenSyncTestApi = {
  ready: false,
  synced: false,
  role: null,
  viewMode: 'top',
  planFitted: false,
  frames: 0,
  permissionDenied: null,
  saveState: 'offline',
  doc: null,
  walls: () => wallsNow(),
  islandWalls: () => (testApi.doc === null ? [] : readNodes(testApi.doc, 'islandWall')),
  selection: () => useSelection.getState().selectedIds,
  models: () => (testApi.doc === null ? [] : readNodes(testApi.doc, 'model')),
  notes: () => (testApi.doc === null ? [] : readNodes(testApi.doc, 'note')),
  design: () => (testApi.doc === null ? null : readDesign(testApi.doc)),
  renderedCount(kind) {
    let count = 0;
    scene?.traverse((object) => {
      if (object.userData.kind === kind) count += 1;
    });
    return count;
  },
  visibleCount(kind) {
    let count = 0;
    scene?.traverseVisible((object) => {
      if (object.userData.kind === kind) count += 1;
    });
    return count;
  },
  instanceCount(kind) {
    let count = 0;
    scene?.traverse((object) => {
      if (object.userData.kind === kind && 'count' in object && typeof object.count === 'number')
        count += object.count;
    });
    return count;
  },
  modelPartCount(role) {
    let count = 0;
    scene?.traverse((object) => {
      const roles: unknown = object.userData.roles;
      if (object.userData.kind === 'modelParts' && Array.isArray(roles)) {
        count += roles.filter((each) => each === role).length;
      }
    });
    return count;
  },
  planDrawing() {
    const drawn: ModelPlanSummary[] = [];
    scene?.traverseVisible((object) => {
      if (object.userData.kind === 'modelPlan') drawn.push(...(object.userData.models as ModelPlanSummary[]));
    });
    return drawn;
  },
  presence: () =>
    connection === null
      ? []
      : readPeers(connection.provider.awareness).map(({ clientId, user, selection, pointer }) => ({
          clientId,
          name: user.name,
          role: user.role,
          color: user.color,
          selection,
          pointer,
        })),
  undoState: () => connection?.undoHistory.snapshot() ?? null,
  renderInfo() {
    if (canvasState === null) return null;
    const { calls, triangles } = canvasState().gl.info.render;
    return { calls, triangles };
  },
  frameMs(frames) {
    if (canvasState === null) return null;
    const { gl, scene, camera } = canvasState();
    const context = gl.getContext();
    const pixel = new Uint8Array(4);
    const times: number[] = [];
    for (let frame = 0; frame < frames; frame += 1) {
      const start = performance.now();
      gl.render(scene, camera);
      context.readPixels(0, 0, 1, 1, context.RGBA, context.UNSIGNED_BYTE, pixel);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? null;
  },
  patternTextures: () => ({ pending: patternTexturesPending(), ...patternTextureMemory() }),
  cataloguePictures: cataloguePictureCounts,
  cataloguePicturesWarmedUp,
  cataloguePicturesDrawnAhead,
  cameraPosition() {
    if (canvasState === null) return null;
    const { x, y, z } = canvasState().camera.position;
    return { x, y, z };
  },
  screenPoint(point) {
    if (canvasState === null) return null;
    const { camera, gl } = canvasState();
    const projected = new Vector3(point.x, point.y, point.z).project(camera);
    const rect = gl.domElement.getBoundingClientRect();
    return {
      x: rect.left + ((projected.x + 1) / 2) * rect.width,
      y: rect.top + ((1 - projected.y) / 2) * rect.height,
    };
  },
};

export function installTestApi(): void {
  window.__kitchensync = testApi;
}

export function reportScene(root: Object3D | null, readWalls: () => Wall[]): void {
  scene = root;
  wallsNow = readWalls;
}

export function reportCanvas(state: (() => RootState) | null): void {
  canvasState = state;
}

export function reportConnection(current: SaveConnection | null): void {
  connection = current;
}
