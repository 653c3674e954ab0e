import { readNodes, type PlacedModel, type Role, type Wall } from '@kitchensync/schemas';
import type { Object3D } from 'three';
import type * as Y from 'yjs';
import type { SaveState } from '../collab/trackSaving';
import type { ViewMode } from '../scene/ViewMode';

/**
 * What end-to-end tests read on `window.__kitchensync`: the canvas is not DOM, so the editor
 * reports its document, readiness and rendering here instead.
 */
export interface KitchenSyncTestApi {
  ready: boolean;
  synced: boolean;
  role: Role | null;
  viewMode: ViewMode;
  frames: number;
  permissionDenied: string | null;
  /** Saving… / Saved / Offline, as the toolbar shows it. */
  saveState: SaveState;
  doc: Y.Doc | null;
  walls(): Wall[];
  /** The document's placed models (cabinets, appliances …), read when asked. */
  models(): PlacedModel[];
  /** How many scene objects a renderer made for the given node kind. */
  renderedCount(kind: string): number;
}

declare global {
  interface Window {
    __kitchensync?: KitchenSyncTestApi;
  }
}

let scene: Object3D | null = null;
let wallsNow: () => Wall[] = () => [];

export const testApi: KitchenSyncTestApi = {
  ready: false,
  synced: false,
  role: null,
  viewMode: 'top',
  frames: 0,
  permissionDenied: null,
  saveState: 'offline',
  doc: null,
  walls: () => wallsNow(),
  models: () => (testApi.doc === null ? [] : readNodes(testApi.doc, 'model')),
  renderedCount(kind) {
    let count = 0;
    scene?.traverse((object) => {
      if (object.userData.kind === kind) count += 1;
    });
    return count;
  },
};

export function installTestApi(): void {
  window.__kitchensync = testApi;
}

export function reportScene(root: Object3D | null, readWalls: () => Wall[]): void {
  scene = root;
  wallsNow = readWalls;
}
