import type { CatalogModel } from '@kitchensync/schemas';
import type { ComponentPropsWithRef } from 'react';

type ModelTileProps = Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'children'> & {
  model: CatalogModel;
  favorite?: boolean;
  onActivate: (model: CatalogModel) => void;
};

/**
 * One catalogue model in a grid. A model locked for the designer's plan is shown as locked and is
 * not picked; activating it still reports it, so the panel can say why. Extra button props pass
 * through, so a context menu can wrap the tile.
 */
export function ModelTile({
  model,
  favorite = false,
  onActivate,
  className,
  ...buttonProps
}: ModelTileProps) {
  const image = model.styles[0]?.image ?? '';
  return (
    <button
      {...buttonProps}
      type="button"
      className={['model-tile', model.locked ? 'model-tile-locked' : '', className ?? ''].join(' ').trim()}
      aria-disabled={model.locked || undefined}
      title={model.description || model.name}
      onClick={() => onActivate(model)}
    >
      {image && <img src={image} alt="" />}
      <span className="model-tile-name">{model.name || model.code}</span>
      {model.code && <span className="model-tile-code">{model.code}</span>}
      {model.locked && <span className="model-tile-badge">Locked</span>}
      {favorite && <span className="model-tile-badge">Favorite</span>}
    </button>
  );
}
