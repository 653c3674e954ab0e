import type { Page } from 'playwright-core';

/** A node map of the design document: walls, openings, measurements, pointLights, … */
export type DesignMapName = 'walls' | 'openings' | 'measurements' | 'pointLights' | 'models' | 'notes';

/**
 * The nodes of one of the document's maps as this page's replica holds them, keyed by id. The
 * page's own copy: what it shows, whoever made the change.
 */
export function designNodesOf(
  page: Page,
  map: DesignMapName,
): Promise<Record<string, Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      (window.__kitchensync?.doc?.getMap(name).toJSON() ?? {}) as Record<string, Record<string, unknown>>,
    map,
  );
}
