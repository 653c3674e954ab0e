import { DEFAULT_RENDER_QUALITY, type RenderQuality } from '@kitchensync/schemas';
import { createContext, useContext } from 'react';
import type { ViewMode } from '../ViewMode';

/**
 * The person's 3D quality for everything drawn in the design canvas (DesignCanvas provides it from
 * the General Settings), so renderers need no prop threaded through the editor for it.
 */
export const RenderQualityContext = createContext<RenderQuality>(DEFAULT_RENDER_QUALITY);

/** The quality to draw `view` at: the top view is a plan and keeps its plain look whatever the setting. */
export function useRenderQuality(view: ViewMode): RenderQuality {
  const quality = useContext(RenderQualityContext);
  return view === 'top' ? 'low' : quality;
}
