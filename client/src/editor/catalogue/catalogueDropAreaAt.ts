import type { CatalogueDropArea } from '../../model/catalogue/catalogueDrop';
import type { ClientPoint } from '../../session/useCatalogueDrag';

/**
 * The part of the editor under a point of the page: the design view (the canvas and what is drawn
 * over it), the side toolbar panel, the header, or anything else (a menu or dialog on top).
 */
export function catalogueDropAreaAt(point: ClientPoint, designView: Element): CatalogueDropArea {
  const element = document.elementFromPoint(point.x, point.y);
  if (element === null) return 'elsewhere';
  if (designView.contains(element)) return 'design';
  if (element.closest('.side-panel') !== null) return 'sidePanel';
  if (element.closest('.toolbar') !== null) return 'header';
  return 'elsewhere';
}
