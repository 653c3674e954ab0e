import type { CatalogModel } from '@kitchensync/schemas';
import { useCallback, useState, type ComponentPropsWithRef, type Ref } from 'react';
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

/** Hands `node` to a ref given as a callback or an object; answers the callback's cleanup, if any. */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) ref.current = node;
  return undefined;
}

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
  ref,
  ...buttonProps
}: ModelTileProps) {
  const style =
    model.styles.find((candidate) => candidate.catalogStyleId === catalogStyleId) ?? model.styles[0] ?? null;
  // The picture is drawn sooner while the tile is in view, so it needs the element; a menu wrapping
  // the tile may need it too.
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const tileRef = useCallback(
    (node: HTMLButtonElement | null) => {
      setElement(node);
      return assignRef(ref, node);
    },
    [ref],
  );
  const picture = useCataloguePicture(model, style?.catalogStyleId ?? null, element);
  const image = picture ?? style?.image ?? '';
  return (
    <button
      {...buttonProps}
      ref={tileRef}
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
