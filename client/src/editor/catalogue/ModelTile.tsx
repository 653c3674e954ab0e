import type { CatalogModel } from '@kitchensync/schemas';
import type { ComponentPropsWithRef } from 'react';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { startCatalogueDrag } from './startCatalogueDrag';

type ModelTileProps = Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'children'> & {
  model: CatalogModel;
  favorite?: boolean;
  onActivate: (model: CatalogModel) => void;
  /** What dragging the tile onto the design places; a tile without it is not dragged. */
  dragItem?: () => CatalogueDragItem;
};

/**
 * One catalogue model in a grid. A model locked for the designer's plan is shown as locked and is
 * not picked; activating it opens the premium upsell, so it stays an enabled button. Extra button props pass
 * through (a press handler too, beside the drag), so a context menu can wrap the tile.
 */
export function ModelTile({
  model,
  favorite = false,
  onActivate,
  dragItem,
  className,
  onPointerDown,
  ...buttonProps
}: ModelTileProps) {
  const image = model.styles[0]?.image ?? '';
  return (
    <button
      {...buttonProps}
      type="button"
      className={['model-tile', model.locked ? 'model-tile-locked' : '', className ?? ''].join(' ').trim()}
      title={model.description || model.name}
      onClick={() => onActivate(model)}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (dragItem) startCatalogueDrag(event, dragItem);
      }}
    >
      {image && <img src={image} alt="" draggable={false} />}
      <span className="model-tile-name">{model.name || model.code}</span>
      {model.code && <span className="model-tile-code">{model.code}</span>}
      {model.locked && <span className="model-tile-badge">Locked</span>}
      {favorite && <span className="model-tile-badge">Favorite</span>}
    </button>
  );
}
