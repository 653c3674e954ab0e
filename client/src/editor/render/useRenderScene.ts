import type { RootState } from '@react-three/fiber';
import { create } from 'zustand';

/**
 * The design view's renderer, scene and camera while a design view is mounted
 * (`RenderSceneAccess`), else null: the Render button lives in the toolbar, outside the canvas.
 */
export const useRenderScene = create<{ get: (() => RootState) | null }>(() => ({ get: null }));
