import type { CatalogModel } from '@kitchensync/schemas';
import type { ComponentPropsWithRef } from 'react';
import type { CatalogueDragItem } from '../../model/catalogue/catalogueDrop';
import { useCataloguePicture } from '../../scene/cataloguePictures/useCataloguePicture';
import { startCatalogueDrag } from './startCatalogueDrag';

type ModelTileProps = Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'children'> & {
  model: CatalogModel;
  favorite?: boolean;
  /** The style (collection) its picture shows; its first style when unset or not one of its own. */
  catalogStyleId?: string | null;
  onActivate: (model: CatalogModel) => void;
  /** What dragging the tile onto the design places; a tile without it is not dragged. */
  dragItem?: () => CatalogueDragItem;
};

/**
 * One catalogue model in a grid. A model locked for the designer's plan is shown as locked and is
 * not picked; activating it opens the premium upsell, so it stays an enabled button. Extra button props pass
 * through (a press handler too, beside the drag), so a context menu can wrap the tile. Its picture
 * is drawn from the parametric model in its style (`useCataloguePicture`) while the tile already
 * shows its name; a model that cannot be drawn keeps the catalogue's own image, if any.
 */
export function ModelTile({
  model,
  favorite = false,
  catalogStyleId,
  onActivate,
  dragItem,
  className,
  onPointerDown,
  ...buttonProps
}: ModelTileProps) {
  const style =
    model.styles.find((candidate) => candidate.catalogStyleId === catalogStyleId) ?? model.styles[0] ?? null;
  const picture = useCataloguePicture(model, style?.catalogStyleId ?? null);
  const image = picture ?? style?.image ?? '';
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
      {picture === undefined ? (
        <span className="model-tile-picture model-tile-picture-pending" aria-hidden />
      ) : (
        image && <img className="model-tile-picture" src={image} alt="" draggable={false} />
      )}
      <span className="model-tile-name">{model.name || model.code}</span>
      {model.code && <span className="model-tile-code">{model.code}</span>}
      {model.locked && <span className="model-tile-badge">Locked</span>}
      {favorite && <span className="model-tile-badge">Favorite</span>}
    </button>
  );
}
